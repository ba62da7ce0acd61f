import { Await, useLoaderData } from '@portal/router/react-router';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type RemotePageRequest, type RemotePageSink, renderRemotePage } from './render-remote-page.tsx';

/** More than React's default progressive chunk (12.8 kB): a part it would have sent apart. */
const LARGE = 'A reward worth its points. '.repeat(800);

/** A remote's page whose one deferred part is ready `afterMs` after its loader ran. */
function remotePage(afterMs: number): RemotePageRequest['routes'] {
  return [
    {
      path: '/big',
      handle: { layout: 'default', middleware: [] },
      loader: () => ({ part: new Promise<string>((resolve) => setTimeout(() => resolve(LARGE), afterMs)) }),
      Component() {
        const { part } = useLoaderData() as { part: Promise<string> };
        return (
          <>
            <h1>Big</h1>
            <Suspense fallback={<p>Loading the part</p>}>
              <Await resolve={part}>{(text: string) => <p id="part">{text}</p>}</Await>
            </Suspense>
          </>
        );
      },
    },
  ];
}

/** A fallback that says when React drew it. */
function Waiting({ onDrawn }: { onDrawn: () => void }) {
  onDrawn();
  return <p>Waiting for the part</p>;
}

/** Renders the page as a renderer worker does and collects what it sends, in order. */
async function render(
  request: Partial<RemotePageRequest> & { routes: RemotePageRequest['routes'] },
  whileRendering: (abort: () => void) => Promise<void> = async () => undefined,
) {
  const sent: Array<{ kind: 'shell' | 'chunk'; html: string }> = [];
  let rendering: Promise<() => void> = Promise.resolve(() => undefined);
  const done = new Promise<void>((resolve, reject) => {
    const sink: RemotePageSink = {
      shell: (html) => sent.push({ kind: 'shell', html }),
      chunk: (html) => sent.push({ kind: 'chunk', html }),
      done: () => resolve(),
      fellBack: (reason) => reject(new Error(`fell back: ${reason}`)),
      problem: () => undefined,
    };
    rendering = renderRemotePage(
      {
        owner: 'rewards',
        version: '0123456789ab',
        path: '/big',
        config: { programmeName: 'Island Rewards' } as RemotePageRequest['config'],
        session: {
          authenticated: false,
          popUps: { pop_up: null, pop_up_rewards: null },
        } as RemotePageRequest['session'],
        ...request,
      },
      sink,
    );
  });
  await whileRendering(await rendering);
  await done;
  return sent;
}

describe('renderRemotePage', () => {
  it('sends a streamed page whole when its parts are ready within the wait, however large', async () => {
    const sent = await render({ routes: remotePage(5), nonce: 'n0nce', wholeWithinMs: 10_000 });
    const shell = sent.find((part) => part.kind === 'shell')?.html ?? '';
    expect(shell).toContain('<p id="part">A reward worth its points.');
    expect(shell).not.toContain('Loading the part');
    // Nothing for React to put in place later, so nothing it would reveal 300 ms after the layout.
    expect(sent.map((part) => part.html).join('')).not.toContain('$RC');
  });

  it('sends the layout with the fallback once the wait is over, and streams the part after it', async () => {
    const sent = await render({ routes: remotePage(300), nonce: 'n0nce', wholeWithinMs: 0 });
    expect(sent[0]?.kind).toBe('shell');
    expect(sent[0]?.html).toContain('Loading the part');
    expect(sent[0]?.html).not.toContain('<p id="part">');
    const rest = sent
      .slice(1)
      .map((part) => part.html)
      .join('');
    expect(rest).toContain('A reward worth its points.');
    expect(rest).toContain('<script nonce="n0nce">');
    expect(rest).toContain('$RC("B:0","S:0")');
  });

  it('an abort while the page waits for a part still sends it, that part left to the browser, and ends it', async () => {
    let fallbackDrawn: () => void = () => undefined;
    const drawn = new Promise<void>((resolve) => (fallbackDrawn = resolve));
    const routes: RemotePageRequest['routes'] = [
      {
        path: '/big',
        handle: { layout: 'default', middleware: [] },
        // Later than the abort, sooner than the wait.
        loader: () => ({ part: new Promise<string>((resolve) => setTimeout(() => resolve('the part'), 200)) }),
        Component() {
          const { part } = useLoaderData() as { part: Promise<string> };
          return (
            <Suspense fallback={<Waiting onDrawn={fallbackDrawn} />}>
              <Await resolve={part}>{(text: string) => <p>{text}</p>}</Await>
            </Suspense>
          );
        },
      },
    ];
    // The budget's abort (remote-renderer.ts) comes while the page waits for the whole: the worker
    // must still report the page done, or its slot would wait for a page that never ends.
    const sent = await render({ routes, nonce: 'n0nce', wholeWithinMs: 60_000 }, async (abort) => {
      await drawn;
      // Past the task that drew the fallback, in which React reported the layout ready.
      await new Promise((resolve) => setImmediate(resolve));
      abort();
    });
    expect(sent[0]?.kind).toBe('shell');
    expect(sent[0]?.html).toContain('Waiting for the part');
  });

  it("renders a visitor's page whole, with no script, whatever the wait", async () => {
    const sent = await render({ routes: remotePage(50), wholeWithinMs: 0 });
    expect(sent.map((part) => part.kind)).toEqual(['shell']);
    expect(sent[0]?.html).toContain('<p id="part">A reward worth its points.');
    expect(sent[0]?.html).not.toContain('<script');
  });
});
