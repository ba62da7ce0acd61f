/**
 * The part of react-router the portal uses, and the only module that imports it.
 *
 * Module Federation cannot tree-shake a shared library: whatever is shared goes over the wire
 * whole, because the host cannot know what a remote will ask for. Shared whole, react-router is
 * 64 kB of gzip on every page. Sharing this module instead shares exactly the names below (one
 * router, one set of contexts, as before), and the bundler drops the rest of react-router.
 *
 * A name a remote needs that is not here yet: add it, and deploy the shell before the remote
 * that uses it (the shell's copy of this module is the one every remote gets). TypeScript stops a
 * build that imports a name not exported here; the lint stops imports of react-router itself.
 */

export type {
  LoaderFunctionArgs,
  MiddlewareFunction,
  PatchRoutesOnNavigationFunction,
  RouteObject,
  ShouldRevalidateFunctionArgs,
} from 'react-router';
export {
  Await,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  RouterProvider,
  redirect,
  useAsyncError,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
