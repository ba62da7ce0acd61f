import type { ProviderRoutes } from '../../context.ts';
import { registerFgbCustomerNumberLink } from './fgb-customer-number-link.ts';
import { registerFgbCustomerNumberList } from './fgb-customer-number-list.ts';

/**
 * `/api/v1/fgb-customer-number`: the member's linked partner-bank credit cards, listed and linked.
 */
export const cardsRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerFgbCustomerNumberList(app, ctx);
  registerFgbCustomerNumberLink(app, ctx);
};
