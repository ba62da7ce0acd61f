import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePorts } from './free-port.ts';

/** Whether 127.0.0.1:`port` can be listened on now (and is let go again). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('freePorts', () => {
  it('gives as many distinct ports as asked, each free again once returned', async () => {
    const ports = await freePorts(40);
    expect(ports).toHaveLength(40);
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) {
      expect(port).toBeGreaterThan(0);
      expect(await canListen(port)).toBe(true);
    }
  });

  it('freePort gives one free port', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await canListen(port)).toBe(true);
  });
});
