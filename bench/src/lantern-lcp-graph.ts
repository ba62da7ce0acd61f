import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** The trace events worth naming in a main-thread task of the graph. */
const TASK_EVENTS = /^(EvaluateScript|ParseHTML|Layout|Paint|firstPaint|firstContentfulPaint|FunctionCall|TimerFire)$/;

/**
 * What Lighthouse's simulated LCP of the run that just ended is made of: every request and
 * main-thread task of Lantern's pessimistic LCP graph, in the order they end in the simulation
 * (slow 4G, 4× CPU), with when each was seen in the real load. The LCP is the last end (the
 * optimistic graph leaves out low-priority images and layouts only). Read it to see which
 * requests a change must take out of the graph, not only how long the graph is
 * (docs/performance.md, "Lighthouse").
 *
 * Why from Lantern's own table: a script counts when its evaluation started before the observed
 * LCP, and a request counts with everything that started it; the report says neither. Lantern
 * keeps the node timings of its last simulations in a table of its module, so this must run
 * right after `lighthouse()`, in the same process, before another run replaces them.
 */
export function lanternLcpGraph(origin: string): string {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return 'Lantern simulated no LCP in this run.\n';
  const rows = [...timings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
  const firstSeen = Math.min(...rows.map(([node]) => node.startTime));
  const ms = (value: number) => Math.round(value).toString().padStart(5);
  const lines = rows.map(([node, timing]) => {
    const seen = ms((node.startTime - firstSeen) / 1000);
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.url.replace(origin, '')} (${node.request.transferSize} B)`
        : `main thread ${Math.round((node.endTime - node.startTime) / 1000)} ms: ${[
            ...new Set(node.childEvents.map((event) => event.name).filter((name) => TASK_EVENTS.test(name))),
          ].join(', ')} ${[...node.getEvaluateScriptURLs()].map((url) => url.replace(/^.*\//, '')).join(' ')}`;
    return `${ms(timing.startTime)}–${ms(timing.endTime)} ms   seen at ${seen} ms   ${what.trimEnd()}`;
  });
  const end = Math.max(...rows.map(([, timing]) => timing.endTime));
  return `Lantern's pessimistic LCP graph: ${rows.length} nodes, ending at ${Math.round(end)} ms\n  simulated         seen\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}
