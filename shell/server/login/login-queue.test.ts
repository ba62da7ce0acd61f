import { describe, expect, it } from 'vitest';
import { createLoginQueue, LoginQueueRefusal } from './login-queue.ts';

/** Work that finishes when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, work: () => opened.then(() => 'done') };
}

describe('login queue', () => {
  it('runs at most `concurrency` at once and hands each freed slot to the next waiter', async () => {
    const queue = createLoginQueue({ concurrency: 2, maxWaiting: 10, perAddress: 10, maxWaitMs: 10_000 });
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g, i) => queue.run(`10.0.0.${i}`, g.work));
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    gates[0]?.open();
    await runs[0];
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses one address past its share at once, while another address still gets in', async () => {
    const queue = createLoginQueue({ concurrency: 2, maxWaiting: 20, perAddress: 3, maxWaitMs: 10_000 });
    const flood = gate();
    const answers = Array.from({ length: 50 }, () =>
      queue.run('127.0.0.2', flood.work).catch((error: unknown) => error),
    );
    const member = gate();
    const memberRun = queue.run('127.0.0.1', member.work);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    member.open();
    flood.open();
    expect(await memberRun).toBe('done');
    const settled = await Promise.all(answers);
    expect(settled.filter((answer) => answer === 'done')).toHaveLength(3);
    const refused = settled.filter((answer) => answer instanceof LoginQueueRefusal) as LoginQueueRefusal[];
    expect(refused).toHaveLength(47);
    expect(refused.every((refusal) => refusal.reason === 'address-share' && refusal.retryAfterS >= 1)).toBe(true);
  });

  it('refuses when the queue is full, and gives up on a wait that runs too long', async () => {
    const queue = createLoginQueue({ concurrency: 1, maxWaiting: 1, perAddress: 5, maxWaitMs: 50 });
    const slow = gate();
    const first = queue.run('a', slow.work);
    const waiter = queue.run('b', slow.work).catch((error: unknown) => error);
    await expect(queue.run('c', slow.work)).rejects.toMatchObject({ reason: 'full' });
    expect(await waiter).toMatchObject({ reason: 'waited-too-long' });
    slow.open();
    expect(await first).toBe('done');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const queue = createLoginQueue({ concurrency: 1, maxWaiting: 1, perAddress: 1, maxWaitMs: 1_000 });
    await expect(queue.run('a', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await queue.run('a', async () => 'again')).toBe('again');
  });
});
