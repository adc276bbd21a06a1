import type { Content, StyleDictionary, TableCell } from 'pdfmake/interfaces';
import {
  OTHER_COUNTRY,
  generalSigningPageText,
  isSignedDocumentKind,
  signingPageText,
  signingRuleFor,
  type PrintedRecord,
  type SignedDocumentKind,
  type SigningPageText,
  type SigningPlace,
  type WizardKind,
} from '@legacy-planner/contracts';
import { drawPdf } from '../../../pdf/pdfmake';
import { planningPdf, recordContent } from './renderPdf';

// The page the will, the advance health directive and the power of attorney end with: how to
// sign them where the plan's owner signs (contracts' signing table), with the lines to sign on.
// It starts a page of its own and is never split, so that it can be signed as one sheet.

/** The words of the page: the owner's place's rules, or the general page until they choose. */
export function signingPageWords(
  place: SigningPlace | null,
  kind: SignedDocumentKind,
): SigningPageText {
  if (place === null) return generalSigningPageText(kind);
  return signingPageText(place, kind, signingRuleFor(place, kind));
}

// A4 less the margins of planningPdf.
const LINE_WIDTH = 499;

/** A blank to write on: a ruled line with its label under it, across `columns` of a row. */
const blank = (label: string, columns: number, span = 1): TableCell => ({
  stack: [
    { text: ' ', margin: [0, 12, 0, 0] },
    {
      canvas: [
        {
          type: 'line',
          x1: 0,
          y1: 0,
          x2: (LINE_WIDTH * span) / columns - 12,
          y2: 0,
          lineWidth: 0.5,
        },
      ],
    },
    { text: label, style: 'blankLabel' },
  ],
  ...(span > 1 ? { colSpan: span } : {}),
});

/** Rows of blanks, a column each; a row of one label spans the whole width. */
function blanks(rows: string[][], columns = 3): Content {
  const body = rows.map((labels) => {
    const cells =
      labels.length === 1
        ? [blank(labels[0]!, columns, columns)]
        : labels.map((label) => blank(label, columns));
    return [...cells, ...Array.from({ length: columns - cells.length }, () => '')];
  });
  return {
    table: { widths: Array.from({ length: columns }, () => '*'), body },
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
  };
}

function notaryBlock(place: SigningPlace | null, words: SigningPageText['notaryWords']): Content[] {
  const where = place === null || place === OTHER_COUNTRY ? 'State or country' : 'State';
  return [
    { text: words.title, style: 'signingSubheading' },
    blanks([[where, 'County or district', 'Date']]),
    { text: words.text },
    blanks([
      ['Signature of the notary public', 'Printed name of the notary public', 'Seal'],
      ['Name of the signer', 'My commission expires'],
    ]),
  ];
}

const witnessBlanks = (count: number): string[][] =>
  Array.from({ length: count }, (_, index) => {
    const witness = `Witness ${index + 1}`;
    return [
      [`${witness}: signature`, `${witness}: printed name`, `${witness}: date`],
      [`${witness}: address`],
    ];
  }).flat();

/** The signing page as pdfmake content, starting a new page and kept whole. */
export function signingPageContent(place: SigningPlace | null, kind: SignedDocumentKind): Content {
  const page = signingPageWords(place, kind);
  const content: Content[] = [{ text: page.heading, style: 'signingHeading' }];
  if (page.statutoryForm) content.push({ text: page.statutoryForm, style: 'signingNotice' });
  content.push({ ul: page.instructions, margin: [0, 0, 0, 4] });
  content.push(blanks([['Your signature', 'Your printed name', 'Date']]));
  if (page.witnessLines > 0) {
    content.push({ text: 'Witnesses', style: 'signingSubheading' });
    if (page.whoMayNotWitness) content.push({ text: page.whoMayNotWitness });
    content.push(
      { text: page.witnessDeclaration, italics: true },
      blanks(witnessBlanks(page.witnessLines)),
    );
  }
  if (page.selfProving) content.push({ text: page.selfProving, margin: [0, 2, 0, 0] });
  if (page.notaryBlock) content.push(...notaryBlock(place, page.notaryWords));
  // pdfmake drops an unbreakable block taller than a page: every place's page is checked to
  // fit (signingPage.test.ts).
  return { stack: content, pageBreak: 'before', unbreakable: true, fontSize: 9, lineHeight: 1.15 };
}

export const signingStyles: StyleDictionary = {
  signingHeading: { fontSize: 14, bold: true, color: '#3d2f8f', margin: [0, 0, 0, 6] },
  signingSubheading: { fontSize: 10.5, bold: true, color: '#3d2f8f', margin: [0, 6, 0, 2] },
  signingNotice: { bold: true, margin: [0, 0, 0, 4] },
  blankLabel: { fontSize: 7.5, color: '#555555' },
};

/**
 * A wizard's record as its PDF prints it: the record, then, for the documents a state's law
 * says how to sign, the signing page of the plan owner's place. `inContents`: the record's title
 * is an entry of the document's table of contents (the binder).
 */
export function recordWithSigningPage(
  record: PrintedRecord,
  generatedOn: string,
  kind: WizardKind,
  place: SigningPlace | null,
  options: { inContents?: boolean } = {},
): Content[] {
  const content = recordContent(record, generatedOn, options);
  return isSignedDocumentKind(kind) ? [...content, signingPageContent(place, kind)] : content;
}

/** The wizard's PDF: its record with its signing page, if it has one. */
export function renderWithSigningPage(
  record: PrintedRecord,
  generatedOn: string,
  kind: WizardKind,
  place: SigningPlace | null,
): Promise<Buffer> {
  const content = recordWithSigningPage(record, generatedOn, kind, place);
  return drawPdf(planningPdf(record.title, content, signingStyles));
}
