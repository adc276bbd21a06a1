import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { drawPdf } from '../../pdf/pdfmake';

// The wallet card (CR80, 85.6 × 54 mm): the owner's name, the card id, its level and expiry,
// and a QR code holding the /access address with the card's secret code. The printed id
// alone opens nothing: whoever finds the card in an emergency scans the code.

export interface PrintableCard {
  ownerName: string;
  cardId: string;
  accessLevel: string;
  expirationDate: string;
  accessUrl: string;
}

export function cardDefinition(card: PrintableCard): TDocumentDefinitions {
  return {
    pageSize: { width: 243, height: 153 },
    pageMargins: [10, 10, 10, 8],
    info: { title: `Access card ${card.cardId}`, creator: 'Legacy Planner' },
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Legacy Planner', style: 'brand' },
              { text: 'Emergency access card', style: 'label' },
              { text: card.ownerName, style: 'owner' },
              { text: `Card ${card.cardId}`, style: 'label' },
              { text: `${card.accessLevel} access · expires ${card.expirationDate.slice(0, 10)}` },
              {
                text: 'In an emergency, scan the code to open what they chose to share.',
                style: 'small',
              },
            ],
          },
          { width: 78, qr: card.accessUrl, fit: 78, eccLevel: 'M' },
        ],
        columnGap: 6,
      },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 7, lineHeight: 1.15 },
    styles: {
      brand: { fontSize: 9, bold: true, color: '#3d2f8f' },
      owner: { fontSize: 10, bold: true, margin: [0, 3, 0, 2] },
      label: { bold: true },
      small: { fontSize: 6, color: '#444444', margin: [0, 4, 0, 0] },
    },
  };
}

export function renderCardPdf(card: PrintableCard): Promise<Buffer> {
  return drawPdf(cardDefinition(card));
}
