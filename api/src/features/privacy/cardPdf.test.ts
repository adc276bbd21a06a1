import { pdfText } from '../../testing/pdfText';
import { qrTextFromPdf } from '../../testing/qrFromPdf';
import { renderCardPdf } from './cardPdf';

describe('the access card PDF', () => {
  const card = {
    ownerName: 'Zoë Ångström',
    cardId: 'CARDQ7X2',
    accessLevel: 'basic',
    expirationDate: '2027-11-22T10:00:00.000Z',
    accessUrl: 'http://localhost:8080/access?card=CARDQ7X2&code=Zm9vYmFyYmF6cXV4cXV1eA',
  };

  it('prints who it belongs to, the card id, its level and expiry', async () => {
    const { text, pages } = await pdfText(await renderCardPdf(card));
    expect(pages).toBe(1);
    for (const line of ['Zoë Ångström', 'Card CARDQ7X2', 'basic access · expires 2027-11-22']) {
      expect(text).toContain(line);
    }
    // The secret is in the QR code only, never printed as text beside the id.
    expect(text).not.toContain('Zm9vYmFy');
  });

  it('holds the /access address with the card’s code in a QR code that reads back', async () => {
    expect(qrTextFromPdf(await renderCardPdf(card))).toBe(card.accessUrl);
  });
});
