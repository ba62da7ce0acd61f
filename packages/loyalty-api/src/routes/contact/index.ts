import type { ProviderRoutes } from '../../context.ts';
import { registerContactUs } from './contact-us.ts';

/**
 * `/api/v1/contact-us`: a message to customer care.
 */
export const contactRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerContactUs(app, ctx);
};
