import * as v from 'valibot';
import type { ProviderRoute } from '../route-table.ts';
import type { ProviderAnswer } from './provider-caller.ts';

/** What the suite expects of one call: the status, and for an error answer the code it carries. */
export interface Expectation {
  status: number;
  code?: string;
}

export type Verdict = { ok: true; body: unknown } | { ok: false; reason: string };

const text = (answer: ProviderAnswer): string => new TextDecoder().decode(answer.bytes);

function jsonOf(answer: ProviderAnswer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text(answer)) };
  } catch {
    return { ok: false };
  }
}

/** ` (code: message)` of an ApiError answer, to say why a provider answered as it did. */
function errorDetail(answer: ProviderAnswer): string {
  if (!answer.contentType.includes('json')) return '';
  const parsed = jsonOf(answer);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return '';
  const { code, message } = parsed.value as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? ` (${code}${typeof message === 'string' ? `: ${message}` : ''})` : '';
}

function issuesOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  return `${shown.join('; ')}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''}`;
}

/** The ZIP signature: a .pkpass is a ZIP archive. */
const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/**
 * Judges one answer against the contract: its status is one the route lists and the one
 * expected, and its body is what the contract says comes with that status (a JSON body matching
 * the schema, an error code the route may give, a file of the right type, or nothing).
 */
export function checkAnswer(route: ProviderRoute, answer: ProviderAnswer, expected: Expectation): Verdict {
  const response = route.responses[answer.status];
  if (!response) {
    return {
      ok: false,
      reason: `answered ${answer.status}${errorDetail(answer)}, a status the contract does not list for this route`,
    };
  }
  if (answer.status !== expected.status) {
    return { ok: false, reason: `answered ${answer.status}${errorDetail(answer)}, expected ${expected.status}` };
  }
  const body = response.body;
  if (!body) {
    return answer.bytes.length === 0
      ? { ok: true, body: undefined }
      : { ok: false, reason: `${answer.status} with a body, expected none` };
  }
  if ('file' in body) {
    if (!answer.contentType.startsWith(body.file)) {
      return { ok: false, reason: `content-type "${answer.contentType}", expected ${body.file}` };
    }
    if (answer.bytes.length === 0) return { ok: false, reason: 'an empty file' };
    if (body.file === 'application/vnd.apple.pkpass' && !isZip(answer.bytes)) {
      return { ok: false, reason: 'the pass is not a ZIP archive' };
    }
    return { ok: true, body: answer.bytes };
  }
  if (!answer.contentType.includes('json')) {
    return { ok: false, reason: `content-type "${answer.contentType}", expected application/json` };
  }
  const parsed = jsonOf(answer);
  if (!parsed.ok) return { ok: false, reason: 'the body is not JSON' };
  const checked = v.safeParse(body.json, parsed.value);
  if (!checked.success)
    return { ok: false, reason: `the ${answer.status} body does not match: ${issuesOf(checked.issues)}` };
  const code = (checked.output as { code?: unknown }).code;
  if (response.codes && !response.codes.includes(code as never)) {
    return { ok: false, reason: `code "${String(code)}" is not one the contract lists for ${answer.status}` };
  }
  if (expected.code && code !== expected.code) {
    return { ok: false, reason: `code "${String(code)}", expected ${expected.code}` };
  }
  return { ok: true, body: checked.output };
}
