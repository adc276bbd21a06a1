import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import { drawPdf } from '../../../pdf/pdfmake';
import { scriptRuns } from '../../../pdf/scriptRuns';
import type { PrintedRecord, PrintedSection } from '@legacy-planner/contracts';

// Draws a PrintedRecord as an A4 PDF with pdfmake, on the server (a PDF library in the
// browser would weigh 300–500 KB).

export const PLANNING_RECORD_NOTICE =
  'Planning record made with Legacy Planner. Not legal advice, and not a legal document by itself: have it reviewed and signed as the law where you live requires.';

const EMPTY = '—';

/** Text as typed, each script in a font that has it; its style, if any. */
const typed = (text: string, style?: string): Content => ({ text: scriptRuns(text), style });
const shown = (value: string) => typed(value.trim() ? value : EMPTY);

/** Labelled values, a line each: the label in bold, the value beside it. */
export function fieldsContent(fields: NonNullable<PrintedSection['fields']>): Content {
  return {
    table: {
      widths: [150, '*'],
      body: fields.map(([label, value]) => [typed(label, 'label'), shown(value)]),
    },
    layout: 'noBorders',
  };
}

/** A section of a printed record: its heading, then its fields, its table and its text. */
export function sectionContent({ heading, fields, table, text }: PrintedSection): Content[] {
  const content: Content[] = [typed(heading, 'heading')];
  if (fields && fields.length > 0) content.push(fieldsContent(fields));
  if (table) {
    content.push(
      table.rows.length === 0
        ? { text: 'None listed.', italics: true }
        : {
            table: {
              headerRows: 1,
              widths: table.columns.map(() => '*'),
              body: [
                table.columns.map((column) => typed(column, 'label')),
                ...table.rows.map((row) => row.map(shown)),
              ],
            },
            layout: 'lightHorizontalLines',
          },
    );
  }
  if (text !== undefined) {
    content.push({ text: scriptRuns(text.trim() ? text : EMPTY), preserveLeadingSpaces: true });
  }
  return content;
}

function signatureBlock(signature: PrintedRecord['signature']): Content[] {
  if (!signature) return [];
  return [
    // One unbreakable block: a signature whose name and date sit on another page than its
    // heading reads as unsigned. pdfmake moves the whole block to the next page.
    {
      unbreakable: true,
      stack: [
        { text: 'Signature', style: 'heading' },
        {
          table: {
            widths: [150, '*'],
            body: [
              [{ text: 'Signed (typed name)', style: 'label' }, shown(signature.name)],
              [{ text: 'Date', style: 'label' }, shown(signature.date)],
              [
                { text: 'Confirmed', style: 'label' },
                signature.confirmed ? 'Yes: the signer confirmed this record' : 'Not yet confirmed',
              ],
            ],
          },
          layout: 'noBorders',
        },
      ],
    },
  ];
}

/**
 * A record as its own PDF prints it: its title, when it was generated, its sections and its
 * signature. `inContents`: its title is an entry of the document's table of contents.
 */
export function recordContent(
  record: PrintedRecord,
  generatedOn: string,
  { inContents = false }: { inContents?: boolean } = {},
): Content[] {
  return [
    { text: scriptRuns(record.title), style: 'title', ...(inContents ? { tocItem: true } : {}) },
    { text: `Planning record · generated ${generatedOn}`, style: 'subtitle' },
    ...record.sections.flatMap(sectionContent),
    ...signatureBlock(record.signature),
  ];
}

/**
 * The pages every planning PDF shares: A4, the "not legal advice" notice and "Page X of Y" at
 * the foot of each, the styles; `styles` adds its own.
 */
export function planningPdf(
  title: string,
  content: Content,
  styles: StyleDictionary = {},
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 64],
    info: { title, creator: 'Legacy Planner' },
    content,
    footer: (page, pages) => ({
      margin: [48, 12, 48, 0],
      columns: [
        { text: PLANNING_RECORD_NOTICE, style: 'footer', width: '*' },
        { text: `Page ${page} of ${pages}`, style: 'footer', width: 70, alignment: 'right' },
      ],
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, color: '#3d2f8f' },
      subtitle: { fontSize: 9, color: '#555555', margin: [0, 2, 0, 12] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 6], color: '#3d2f8f' },
      label: { bold: true },
      footer: { fontSize: 7.5, color: '#555555' },
      ...styles,
    },
  };
}

/** The record as PDF bytes. */
export function renderPdf(record: PrintedRecord, generatedOn: string): Promise<Buffer> {
  return drawPdf(planningPdf(record.title, recordContent(record, generatedOn)));
}
