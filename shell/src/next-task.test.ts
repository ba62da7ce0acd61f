import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after the task that asked for it, past its microtasks: what follows it is a task of its own', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => Promise.resolve().then(() => order.push('later microtask')));
    order.push('this task');
    await next;
    expect(order).toEqual(['this task', 'microtask', 'later microtask', 'next task']);
  });
});
