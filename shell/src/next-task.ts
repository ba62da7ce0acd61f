/**
 * Resolves in a task of its own, as soon as the browser has had a turn: what comes after it no
 * longer lengthens the task that awaited it. A posted message, not a timer: a timer in a tab in
 * the background may wait a second, a message never does (React's scheduler yields the same way).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
