import { type FastifyRequest, LogController } from 'fastify';

/** Query parameters that carry secrets (reset and verification tokens, card numbers, codes). */
const SECRET_PARAMS = /([?&](?:token|refresh_token|refreshToken|access_token|password|cardNumber|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify logging for every server of the portal: structured JSON; no tokens, passwords or
 * cookies; request lines only at debug level.
 */
export function loggingOptions(level: string, stream?: { write(line: string): void }) {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.refresh_token',
          '*.refreshToken',
          '*.access_token',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req(request: FastifyRequest) {
          return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
        },
      },
    },
    logController: new LogController({ disableRequestLogging: level !== 'debug' }),
  };
}
