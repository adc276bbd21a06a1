/**
 * GET /api/privacy/cards/{cardId}/pdf answers the printable wallet card as an attachment, so a
 * plain link with `download` saves it with the session cookie.
 */
export const cardPdfUrl = (cardId: string) =>
  `/api/privacy/cards/${encodeURIComponent(cardId)}/pdf`;
