// The page's first script: small, on its own, and asked for before the shell's other scripts
// (async, high priority: packages/config/src/early-script-plugin.ts). It holds a send of a
// server-drawn form until React has that form (features/server-page/form-hold.ts), so a member who
// presses before the rest of the scripts arrive loses neither the press nor what they typed.
import { holdServerForms } from './features/server-page/form-hold.ts';

holdServerForms(document);
