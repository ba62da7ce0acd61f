import { request } from '@portal/api-client/http';
import { type CardLinkRequest, LinkedCardSchema, LinkedCardsSchema } from '@portal/contracts/provider/cards';

/** Partner-bank card calls of requirements §19.4: the fgb-customer-number resource. */

export const getLinkedCards = () =>
  request({ method: 'get', path: 'api/v1/fgb-customer-number', schema: LinkedCardsSchema });

export const linkCard = (card: CardLinkRequest) =>
  request({ method: 'post', path: 'api/v1/fgb-customer-number', json: card, schema: LinkedCardSchema });
