// The modules the renderer lends a remote's server build: exactly what the browser shares with a
// remote through Module Federation (packages/config/src/federation-shared.ts), from this build's
// own copies, so the remote's page and the shell's layout render with one React, one router and
// one session store. lent-modules.test.ts checks the list against the shared one.
import * as apiFailure from '@portal/api-client/api-failure';
import * as account from '@portal/api-client/calls/account';
import * as bff from '@portal/api-client/calls/bff';
import * as captcha from '@portal/api-client/calls/captcha';
import * as cards from '@portal/api-client/calls/cards';
import * as contact from '@portal/api-client/calls/contact';
import * as emailPreferences from '@portal/api-client/calls/email-preferences';
import * as offers from '@portal/api-client/calls/offers';
import * as promoCodes from '@portal/api-client/calls/promo-codes';
import * as rewards from '@portal/api-client/calls/rewards';
import * as security from '@portal/api-client/calls/security';
import * as tier from '@portal/api-client/calls/tier';
import * as transactions from '@portal/api-client/calls/transactions';
import * as vouchers from '@portal/api-client/calls/vouchers';
import * as wallet from '@portal/api-client/calls/wallet';
import * as http from '@portal/api-client/http';
import * as solveLoginChallenge from '@portal/api-client/solve-login-challenge';
import * as router from '@portal/router/react-router';
import * as accountRules from '@portal/session/account-rules';
import * as preferences from '@portal/session/preferences';
import * as sessionActions from '@portal/session/session-actions';
import * as sessionAtoms from '@portal/session/session-atoms';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';

/**
 * What a remote's server build may `require`, by request. `react-dom/client` is the browser's
 * alone: no page renders with it on the server.
 */
export const LENT_MODULES: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  jotai,
  'jotai/utils': jotaiUtils,
  '@portal/router/react-router': router,
  '@portal/session/account-rules': accountRules,
  '@portal/session/preferences': preferences,
  '@portal/session/session-actions': sessionActions,
  '@portal/session/session-atoms': sessionAtoms,
  '@portal/api-client/api-failure': apiFailure,
  '@portal/api-client/http': http,
  '@portal/api-client/solve-login-challenge': solveLoginChallenge,
  '@portal/api-client/calls/account': account,
  '@portal/api-client/calls/bff': bff,
  '@portal/api-client/calls/captcha': captcha,
  '@portal/api-client/calls/cards': cards,
  '@portal/api-client/calls/contact': contact,
  '@portal/api-client/calls/email-preferences': emailPreferences,
  '@portal/api-client/calls/offers': offers,
  '@portal/api-client/calls/promo-codes': promoCodes,
  '@portal/api-client/calls/rewards': rewards,
  '@portal/api-client/calls/security': security,
  '@portal/api-client/calls/tier': tier,
  '@portal/api-client/calls/transactions': transactions,
  '@portal/api-client/calls/vouchers': vouchers,
  '@portal/api-client/calls/wallet': wallet,
};
