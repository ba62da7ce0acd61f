import { createServer } from 'node:net';

/** A port one of the portal's services is about to listen on, and the variable that moves it. */
export interface PlannedPort {
  port: number;
  /** The address the service listens on (`localhost` is checked on 127.0.0.1 and ::1 both). */
  host: string;
  /** The environment variable that sets it, named in the message when the port is taken. */
  variable: string;
}

/** A port another process holds: the message is the one line `npm start` prints. */
class PortInUseError extends Error {
  constructor(planned: PlannedPort, reason: 'in use' | 'not allowed') {
    super(
      reason === 'in use'
        ? `port ${planned.port} is in use: set ${planned.variable} to another port`
        : `port ${planned.port} may not be opened by this user: set ${planned.variable} to another port`,
    );
    this.name = 'PortInUseError';
  }
}

/**
 * Whether `port` can be listened on at `address` right now: listens and closes at once. An address
 * this machine does not have (no IPv6 loopback) counts as free: the service will not use it either.
 */
function canListen(port: number, address: string): Promise<'free' | 'in use' | 'not allowed'> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve('in use');
      else if (error.code === 'EACCES') resolve('not allowed');
      else resolve('free');
    });
    server.listen({ port, host: address, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/** The addresses a listener on `host` may take: both loopbacks for `localhost` (resolution order varies). */
function addressesOf(host: string): string[] {
  return host === 'localhost' ? ['127.0.0.1', '::1'] : [host];
}

/**
 * Throws a PortInUseError for the first planned port another process holds, before anything is
 * started: a service that lost its port would crash-loop while another process answered its
 * health check.
 */
export async function assertPortsFree(planned: PlannedPort[]): Promise<void> {
  const byPort = new Map<number, PlannedPort>();
  for (const entry of planned) {
    const other = byPort.get(entry.port);
    if (other) {
      throw new Error(
        `${other.variable} and ${entry.variable} are both ${entry.port}: set one of them to another port`,
      );
    }
    byPort.set(entry.port, entry);
  }
  for (const entry of planned) {
    for (const address of addressesOf(entry.host)) {
      const state = await canListen(entry.port, address);
      if (state !== 'free') throw new PortInUseError(entry, state);
    }
  }
}
