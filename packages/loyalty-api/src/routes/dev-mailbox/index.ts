import type { ProviderRoutes } from '../../context.ts';
import { registerDevMailbox } from './dev-mailbox.ts';

/**
 * `/dev/mailbox…`: the mails the provider has "sent", for people and tests.
 */
export const devMailboxRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerDevMailbox(app, ctx);
};
