// The modules the shell lends to the remotes as shared singletons, by the request a remote imports.
// This file is only reached from the lazy federation runtime. Its keys and lent-on-demand.ts's must be the
// shared list of the config factory (packages/config/src/federation-shared.ts): the unit test
// checks both ways, so a newly shared module cannot be forgotten here.
//
// Two kinds: the modules with page-wide state or that the shell's own chrome runs (React, the
// router, the session, the HTTP client) are handed over as the shell's evaluated instances, so
// `loaded-first` gives every remote the very same ones. The rest (the other remotes' API calls,
// jotai/utils) are lent on demand (lent-on-demand.ts): each is a lazy chunk of the shell's build,
// downloaded only when a remote on the page asks for it. Before, they all came with the runtime, on every
// remote's page: /vouchers downloaded the account, rewards and security calls and jotai/utils,
// which no remote imports (docs/performance.md, "Where the bytes go").

import * as apiFailure from '@portal/api-client/api-failure';
import * as bffCalls from '@portal/api-client/calls/bff';
import * as http from '@portal/api-client/http';
import * as router from '@portal/router/react-router';
import * as accountRules from '@portal/session/account-rules';
import * as preferences from '@portal/session/preferences';
import * as sessionActions from '@portal/session/session-actions';
import * as sessionAtoms from '@portal/session/session-atoms';
import * as jotai from 'jotai';
// React's packages are CommonJS: a remote expects their `module.exports` (the default import),
// exactly what the federation plugin's own provider hands out.
import React from 'react';
import JSXRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';

/** Each shared request and the shell's own instance of it (already evaluated: no second copy). */
export const SHARED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JSXRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  jotai,
  '@portal/session/account-rules': accountRules,
  '@portal/session/preferences': preferences,
  '@portal/session/session-actions': sessionActions,
  '@portal/session/session-atoms': sessionAtoms,
  '@portal/api-client/api-failure': apiFailure,
  '@portal/api-client/calls/bff': bffCalls,
  '@portal/api-client/http': http,
  '@portal/router/react-router': router,
};
