// The shell is an ordinary app: its code, React and the router load as the page's own scripts
// (listed in index.html, fetched in parallel). The federation runtime is not among them: it is a
// lazy chunk started when a page first needs a remote (features/remotes/lazy-federation.ts).
import './bootstrap.tsx';
