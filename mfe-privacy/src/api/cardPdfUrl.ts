import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { accessCardPdf } from '@legacy-planner/contracts/endpoints/privacy';

/**
 * GET /api/privacy/cards/{cardId}/pdf answers the printable wallet card as an attachment, so a
 * plain link with `download` saves it with the session cookie.
 */
export const cardPdfUrl = (cardId: string) =>
  endpointAddress(accessCardPdf, { params: { cardId } });
