import type { RouteObject } from '@portal/router/react-router';
import * as v from 'valibot';

/**
 * The contract between the shell and a remote. A remote exports the version it was built
 * against; the shell refuses a remote whose major differs (with the fallback UI, not a crash).
 */
export const REMOTE_CONTRACT_VERSION = '1.0.0';

const LAYOUTS = ['default', 'login-only', 'plain', 'rewards', 'alternative'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Middleware the shell knows. A route naming anything else is answered with a 500 (requirements §3.3). */
export const MIDDLEWARE = ['auth', 'guest', 'maintenance'] as const;
export type MiddlewareName = (typeof MIDDLEWARE)[number];

/** Which pop-up, if any, a page shows (requirements §8.1: dashboard, login and rewards pages). */
export type PopUpSlot = 'dashboard' | 'login' | 'rewards';

export interface PortalRouteHandle {
  layout: LayoutName;
  /** Names, not functions: the shell owns the guards. Typed as string so a wrong name is a 500, not a build error in someone else's repo. */
  middleware: readonly string[];
  /** The document title of the page, without the programme name. */
  title?: string | undefined;
  popUp?: PopUpSlot | undefined;
  /**
   * `browser`: the page's loader acts (an e-mail link's token works once), so only the browser
   * may run it; the BFF never renders it (docs/decisions/0046-server-rendered-remote-pages.md).
   */
  render?: 'browser' | undefined;
}

/** What `<remote>/routes` must export. */
export interface RemoteRoutesModule {
  contractVersion: string;
  routes: RouteObject[];
}

const HandleSchema = v.object({
  layout: v.picklist(LAYOUTS),
  middleware: v.array(v.string()),
  title: v.optional(v.string()),
  popUp: v.optional(v.picklist(['dashboard', 'login', 'rewards'])),
  render: v.optional(v.picklist(['browser'])),
});

interface RouteShape {
  path?: string | undefined;
  index?: boolean | undefined;
  handle?: unknown;
  children?: RouteShape[] | undefined;
}

const RouteSchema: v.GenericSchema<RouteShape> = v.looseObject({
  path: v.optional(v.string()),
  index: v.optional(v.boolean()),
  handle: v.optional(HandleSchema),
  children: v.optional(v.array(v.lazy(() => RouteSchema))),
});

export const RemoteRoutesModuleSchema = v.looseObject({
  contractVersion: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/)),
  routes: v.pipe(v.array(RouteSchema), v.minLength(1)),
});

function majorOf(version: string): number {
  return Number(version.split('.')[0]);
}

export function isCompatibleContract(version: string, current: string = REMOTE_CONTRACT_VERSION): boolean {
  return majorOf(version) === majorOf(current);
}

/** Every route a remote exposes must carry a handle with a layout (leaf routes) — checked by contract tests. */
export function routeHandle(route: { handle?: unknown }): PortalRouteHandle | undefined {
  const parsed = v.safeParse(HandleSchema, route.handle);
  return parsed.success ? parsed.output : undefined;
}
