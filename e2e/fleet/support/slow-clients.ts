import { connect, type Socket } from 'node:net';

/** What became of one slow client's connection. */
type SlowOutcome = 'refused' | 'timed-out' | 'cut' | 'held';

export interface SlowClient {
  /** Its source address (127.x.y.z). */
  address: string;
  outcome(): SlowOutcome;
  /** The status line nginx sent, if any. */
  statusLine(): string;
  close(): void;
}

/**
 * One client that sends a whole request header for a POST with a 1,000-byte body, then the body
 * one byte every `dripMs` (never, with `dripMs` 0: a stalled body), from `address`, to the
 * loopback `port`. It records what nginx did with it: answered 429 (refused), 408, closed or reset
 * the connection without an answer (cut), or nothing yet (held). Bounded: it never sends more
 * than its 1,000 bytes and stops at `close()`.
 */
export function startSlowClient(options: { port: number; address: string; dripMs: number }): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port: options.port, localAddress: options.address });
    let received = '';
    let ended = false;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const stop = (): void => {
      clearInterval(timer);
      ended = true;
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', stop);
    socket.on('error', stop); // a reset: counted as cut below
    socket.once('connect', () => {
      socket.write(
        `POST /bff/telemetry HTTP/1.1\r\nHost: localhost:${options.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      sent = 1;
      if (options.dripMs > 0) {
        timer = setInterval(() => {
          if (ended || sent >= 1000) return clearInterval(timer);
          socket.write('a');
          sent++;
        }, options.dripMs);
      }
      resolve({
        address: options.address,
        statusLine: () => received.split('\r\n')[0] ?? '',
        outcome() {
          if (received.startsWith('HTTP/1.1 429')) return 'refused';
          if (received.startsWith('HTTP/1.1 408')) return 'timed-out';
          return ended ? 'cut' : 'held';
        },
        close() {
          stop();
          socket.destroy();
        },
      });
    });
    socket.once('error', (error) => {
      if (sent === 0) reject(error);
    });
  });
}
