// The shell is an ordinary app: its code, React and the router load as the page's own scripts
// (listed in index.html, fetched in parallel). The federation runtime is not among them: it is a
// lazy chunk started when a page first needs a remote (features/remotes/lazy-federation.ts).
import { nextTask } from './next-task.ts';

/*
 * Why in steps: evaluating the page's scripts is the longest thing its main thread does at start
 * (React, the router, the shell's libraries and its own modules: 200–300 ms in one task on a
 * phone-speed CPU). Each step below is a task of its own (the modules are all in the page's
 * scripts already, `eager`: no request), so a tap or a paint can come between them, and no one
 * task blocks the page for long (docs/performance.md, "Lighthouse").
 */
void (async () => {
  await import(/* webpackMode: "eager" */ '@portal/router/react-router');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap.tsx');
})();
