/**
 * The violations in a CSP report, as bounded labels. Browsers post either the legacy `report-uri`
 * body (`application/csp-report`: `{ "csp-report": { "effective-directive", "blocked-uri" } }`)
 * or a Reporting API list (`application/reports+json`: `[{ type: "csp-violation", body: {
 * effectiveDirective, blockedURL } }]`, what Chromium sends when `report-to` is set). The endpoint
 * is public, so the blocked URL is never a label: only what kind of source it was.
 */
export interface CspViolation {
  /** A directive of the portal's policy, or 'other'. */
  directive: string;
  /** 'inline', 'eval', 'data', 'blob', 'self' (the portal), 'remote' (an origin /config.json names) or 'external'. */
  blocked: string;
}

/** The directives the portal's policy sets (http/content-security-policy.ts), and their -elem/-attr variants. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'media-src',
  'manifest-src',
]);
/** The blocked-source kinds blockedKind answers. */
const BLOCKED_KINDS = ['inline', 'eval', 'data', 'blob', 'self', 'remote', 'external'] as const;
/** The most label pairs CSP violations can have on /metrics: every directive and 'other', by kind. */
export const CSP_LABEL_PAIRS = (DIRECTIVES.size + 1) * BLOCKED_KINDS.length;
/** At most this many violations are read from one report. */
const MAX_PER_REPORT = 20;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function blockedKind(
  blocked: string,
  selfOrigin: string,
  remoteOrigins: ReadonlySet<string>,
): (typeof BLOCKED_KINDS)[number] {
  if (blocked === 'inline' || blocked === 'eval' || blocked === 'data' || blocked === 'blob') return blocked;
  if (blocked.startsWith('data:')) return 'data';
  if (blocked.startsWith('blob:')) return 'blob';
  try {
    const origin = new URL(blocked).origin;
    if (origin === selfOrigin) return 'self';
    return remoteOrigins.has(origin) ? 'remote' : 'external';
  } catch {
    // Browsers report a bare scheme ('https') or an empty string for some blocks.
    return 'external';
  }
}

/** The violations of one report body; an unreadable body has none. */
export function cspViolationsOf(body: unknown, selfOrigin: string, remoteOrigins: ReadonlySet<string>): CspViolation[] {
  const raw: Array<{ directive: string; blocked: string }> = [];
  const legacy = record(record(body)?.['csp-report']);
  if (legacy) {
    raw.push({
      directive: text(legacy['effective-directive']) || text(legacy['violated-directive']).split(' ')[0] || '',
      blocked: text(legacy['blocked-uri']),
    });
  } else if (Array.isArray(body)) {
    for (const report of body.slice(0, MAX_PER_REPORT)) {
      const entry = record(report);
      const inner = record(entry?.body);
      if (entry?.type !== 'csp-violation' || !inner) continue;
      raw.push({ directive: text(inner.effectiveDirective), blocked: text(inner.blockedURL) });
    }
  }
  return raw.map(({ directive, blocked }) => ({
    directive: DIRECTIVES.has(directive) ? directive : 'other',
    blocked: blockedKind(blocked, selfOrigin, remoteOrigins),
  }));
}
