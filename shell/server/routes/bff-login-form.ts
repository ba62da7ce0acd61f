import { AccountTypeResponseSchema } from '@portal/contracts/provider/account';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { safeRedirectTarget } from '@portal/contracts/safe-redirect-target';
import { valibotValidatorCompiler } from '@portal/server-kit/valibot-validator';
import { loginSchema } from '@portal/validation/login-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffContext, BffRoutes } from '../context.ts';
import { BffError, providerRefusal } from '../http/bff-error.ts';
import type { CsrfRelaxation } from '../http/csrf.ts';
import { INCORRECT_LOGIN, signIn } from '../login/sign-in.ts';
import { parseJson } from '../provider/provider-client.ts';
import { clearSession, sessionCookieOptions, setAccountType } from '../session/session-cookies.ts';

/** Where the sign-in form posts (the form's `action`, shell/src/features/login/login-form.tsx). */
const LOGIN_FORM_PATH = '/bff/login';
/** A refused sign-in's message and identifier, for the /login page the browser is sent back to. */
export const LOGIN_REFUSAL_COOKIE = 'login_refusal';
/** Long enough for the redirect to be followed on a slow line; the page reads it once. */
const REFUSAL_MAX_AGE_SECONDS = 120;
/** A form of two fields and a path: anything larger is not ours. */
const FORM_BODY_LIMIT_BYTES = 4_096;

/** What /login shows of a sign-in its form sent without scripts and the BFF refused. */
export interface LoginRefusalShown {
  failure: string;
  memberId: string;
}

const RefusalCookieSchema = v.object({ failure: v.string(), memberId: v.pipe(v.string(), v.maxLength(256)) });

/**
 * The refusal the last form sign-in left for this /login, once: the cookie is cleared as it is
 * read (a reload shows the empty form). Signed, so only this BFF's own words are ever shown.
 */
export function takeLoginRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: BffContext,
): LoginRefusalShown | undefined {
  const raw = request.cookies[LOGIN_REFUSAL_COOKIE];
  if (!raw) return undefined;
  reply.clearCookie(LOGIN_REFUSAL_COOKIE, { ...sessionCookieOptions(ctx.settings), path: '/login', maxAge: 0 });
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    return v.parse(RefusalCookieSchema, JSON.parse(unsigned.value));
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The form's fields as the scripted form holds them: a missing or non-text field is empty, the
 * identifier trimmed and bounded (it goes back to the page when the sign-in is refused).
 */
function formFields(body: unknown): { redirect: string; memberId: string; password: string } {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    redirect: text(form.redirect),
    memberId: text(form.memberId).trim().slice(0, 256),
    password: text(form.password),
  };
}

/**
 * The form's body: its fields, then the scripted form's own checks (@portal/validation's login
 * schema, with the programme's name of the config in force when the form arrives).
 */
const loginFormSchema = (programmeName: () => string) =>
  v.pipe(
    v.unknown(),
    v.transform(formFields),
    v.lazy(() => v.object({ redirect: v.string(), ...loginSchema(programmeName()).entries })),
  );

/** A form that fails the checks is refused with their first message, which /login shows. */
const firstMessage = (issues: readonly v.BaseIssue<unknown>[]): BffError =>
  new BffError(400, ERROR_CODES.badRequest, issues[0]?.message ?? INCORRECT_LOGIN);

/**
 * POST /bff/login — the sign-in form as a plain HTML form (requirements §4.3), for a member whose
 * scripts have not arrived yet, or never will. The same flow as the scripted form: the same
 * checks and messages, the same login defence and queue (login/sign-in.ts), the account type
 * looked up and stored; then 303 to the redirect target, or back to /login with the message and
 * the identifier typed (never the password). Its CSRF defence is the same-origin check (a form
 * cannot send our header) with SameSite=Strict cookies. A challenge the defence asks for needs
 * scripts: the message says to wait, as it does for scripted sign-ins.
 */
export const loginFormRoutes: BffRoutes = async (app, { ctx }) => {
  const back = (reply: FastifyReply, search: URLSearchParams, refusal: LoginRefusalShown) => {
    reply.setCookie(LOGIN_REFUSAL_COOKIE, JSON.stringify(refusal), {
      ...sessionCookieOptions(ctx.settings),
      path: '/login',
      maxAge: REFUSAL_MAX_AGE_SECONDS,
      signed: true,
    });
    const query = search.toString();
    return reply.header('cache-control', 'no-store').redirect(`/login${query ? `?${query}` : ''}`, 303);
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const FormSchema = loginFormSchema(() => ctx.config.current().programmeName);
  app.post<{ Body: v.InferOutput<typeof FormSchema> }, { csrf: CsrfRelaxation }>(
    LOGIN_FORM_PATH,
    {
      config: { csrf: 'same-origin' },
      // 1. The same checks as the scripted form, on the route; a form that fails them goes back
      // to /login with the first message, never a 400 page.
      schema: { body: FormSchema },
      validatorCompiler: valibotValidatorCompiler(firstMessage),
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const { redirect, memberId } = formFields(request.body);
        const search = new URLSearchParams(redirect ? { redirect } : {});
        return back(reply, search, { failure: request.validationError.message, memberId });
      }
      const { redirect, memberId } = request.body;
      const search = new URLSearchParams(redirect ? { redirect } : {});
      // 2. The password grant, through the login defence.
      const outcome = await signIn(ctx, request, reply, { username: memberId, password: request.body.password });
      if (outcome.kind === 'unverified')
        return reply.header('cache-control', 'no-store').redirect('/resend-verification', 303);
      if (outcome.kind === 'refused') {
        return back(reply, search, { failure: outcome.refusal.body.message, memberId });
      }

      // 3–5. The account type for the member id, stored; unknown: incorrect, and the new session closed again.
      const response = await ctx.provider.call('GET', `/api/v1/account/type?card=${encodeURIComponent(memberId)}`, {
        bearer: outcome.access,
      });
      const parsed = response.status === 200 ? v.safeParse(AccountTypeResponseSchema, parseJson(response)) : null;
      if (!parsed?.success || parsed.output.accountType === 'unknown') {
        await ctx.provider.revoke(outcome.refresh).catch(() => undefined);
        clearSession(reply, ctx.settings);
        const failure = response.status >= 500 ? providerRefusal(response).body.message : INCORRECT_LOGIN;
        return back(reply, search, { failure, memberId });
      }
      setAccountType(reply, ctx.settings, parsed.output.accountType);
      // 7. The redirect target, or /.
      return reply
        .header('cache-control', 'no-store')
        .redirect(safeRedirectTarget(redirect, ctx.settings.publicOrigin), 303);
    },
  );
};
