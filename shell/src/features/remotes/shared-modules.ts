// The modules the shell lends to the remotes as shared singletons, by the request a remote imports.
// This file is only reached from the lazy federation runtime, so the modules that /login never
// uses (other remotes' API calls) stay out of the page until a remote is loaded. Its keys must be
// the shared list of the config factory (packages/config/src/federation-shared.ts): the unit test
// checks both ways, so a newly shared module cannot be forgotten here.

import * as apiFailure from '@portal/api-client/api-failure';
import * as accountCalls from '@portal/api-client/calls/account';
import * as bffCalls from '@portal/api-client/calls/bff';
import * as captchaCalls from '@portal/api-client/calls/captcha';
import * as cardCalls from '@portal/api-client/calls/cards';
import * as contactCalls from '@portal/api-client/calls/contact';
import * as emailPreferenceCalls from '@portal/api-client/calls/email-preferences';
import * as promoCodeCalls from '@portal/api-client/calls/promo-codes';
import * as rewardCalls from '@portal/api-client/calls/rewards';
import * as securityCalls from '@portal/api-client/calls/security';
import * as tierCalls from '@portal/api-client/calls/tier';
import * as transactionCalls from '@portal/api-client/calls/transactions';
import * as voucherCalls from '@portal/api-client/calls/vouchers';
import * as walletCalls from '@portal/api-client/calls/wallet';
import * as http from '@portal/api-client/http';
import * as solveLoginChallenge from '@portal/api-client/solve-login-challenge';
import * as router from '@portal/router/react-router';
import * as accountRules from '@portal/session/account-rules';
import * as preferences from '@portal/session/preferences';
import * as sessionActions from '@portal/session/session-actions';
import * as sessionAtoms from '@portal/session/session-atoms';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
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
  'jotai/utils': jotaiUtils,
  '@portal/session/account-rules': accountRules,
  '@portal/session/preferences': preferences,
  '@portal/session/session-actions': sessionActions,
  '@portal/session/session-atoms': sessionAtoms,
  '@portal/api-client/api-failure': apiFailure,
  '@portal/api-client/calls/account': accountCalls,
  '@portal/api-client/calls/bff': bffCalls,
  '@portal/api-client/calls/captcha': captchaCalls,
  '@portal/api-client/calls/cards': cardCalls,
  '@portal/api-client/calls/contact': contactCalls,
  '@portal/api-client/calls/email-preferences': emailPreferenceCalls,
  '@portal/api-client/calls/promo-codes': promoCodeCalls,
  '@portal/api-client/calls/security': securityCalls,
  '@portal/api-client/calls/tier': tierCalls,
  '@portal/api-client/calls/transactions': transactionCalls,
  '@portal/api-client/calls/rewards': rewardCalls,
  '@portal/api-client/calls/vouchers': voucherCalls,
  '@portal/api-client/calls/wallet': walletCalls,
  '@portal/api-client/http': http,
  '@portal/api-client/solve-login-challenge': solveLoginChallenge,
  '@portal/router/react-router': router,
};
