import { DEFAULT_PORTS } from '@portal/config/ports';
import { LOG_LEVELS, oneOf, origin, port, setting, text } from './env-schema.ts';

/**
 * The settings both servers read, declared once: the ports and the public origin that tie the
 * BFF and the bundled provider together, the client credentials between them, and the run's log
 * level and id. Each server's schema (shell/server/config/settings.ts, packages/loyalty-api/src/settings.ts)
 * names the ones it reads from here, so the two can never describe one variable two ways; the
 * README's settings table lists both as its readers.
 */
export const SHARED_SETTINGS = {
  SHELL_PORT: setting(port(), {
    doc: "The BFF's port: it serves the shell, /bff/* and /api/*.",
    default: String(DEFAULT_PORTS.shell),
  }),
  PUBLIC_ORIGIN: setting(origin(), {
    doc: 'The origin members use (scheme://host:port, no path); Origin checks and CORS compare against it, and the bundled provider builds the links in its e-mails from it.',
    unset: 'http://localhost:$SHELL_PORT',
  }),
  LOYALTY_API_PORT: setting(port(), {
    doc: "The bundled provider's port.",
    default: String(DEFAULT_PORTS.loyaltyApi),
  }),
  OAUTH_CLIENT_ID: setting(text(), { doc: "The BFF's client id at the provider.", default: 'portal-bff' }),
  OAUTH_CLIENT_SECRET: setting(text({ minLength: 16 }), {
    doc: "The BFF's client secret at the provider, at least 16 characters (npm start generates one).",
    required: true,
    secret: true,
  }),
  LOG_LEVEL: setting(oneOf(LOG_LEVELS), {
    doc: `The quietest log level written (${LOG_LEVELS.join(', ')}); debug adds a line per request.`,
    default: 'info',
  }),
  PORTAL_RUN_ID: setting(text(), {
    doc: 'Set by the runner (npm start, the fleet): echoed by GET /health so the runner never takes another process on the same port for its own.',
    unset: 'not echoed',
  }),
};
