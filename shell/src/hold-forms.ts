// The page's first script: small, on its own, and asked for before the shell's other scripts
// (async, high priority: packages/config/src/early-script-plugin.ts). On a page the server drew it
// holds what a member does before React is there: a send of a form until React has that form
// (features/server-page/form-hold.ts), so neither the press nor what was typed is lost; and the
// last press of a plain button, made again once React hydrates the page (press-hold.ts); and, on
// every page, the browser's install offer, should it come before the shell's code
// (hold-install-offer.ts). And it asks for the page's scripts, the shell's and its remote's, once
// the page is on screen (scripts-after-paint.ts). Why: docs/decisions/0047-the-pages-first-script.md.
import { holdInstallOffer } from './features/install-offer/hold-install-offer.ts';
import { holdServerForms } from './features/server-page/form-hold.ts';
import { holdServerPresses } from './features/server-page/press-hold.ts';
import { runScriptsAfterPaint } from './features/server-page/scripts-after-paint.ts';

holdInstallOffer(window);
holdServerForms(document);
holdServerPresses(document);
runScriptsAfterPaint(document, window);
