import type { EmergencyPerson, EmergencySummary } from '@legacy-planner/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { drawPdf } from '../../pdf/pdfmake';
import { scriptRuns } from '../../pdf/scriptRuns';
import { PLANNING_RECORD_NOTICE } from '../wizards/pdf/renderPdf';
import { EMERGENCY_SUMMARY_TITLE } from './emergencySummary';

// The emergency summary as one A4 page for a clinician: who the patient is and their code
// status first, in large type, then their wishes, who speaks for them and whom to call. Drawn
// compactly so a normal plan fits one page (a printout at the bedside, or clipped to a chart).

const EMPTY = '—';

const typed = (text: string, style?: string): Content => ({
  text: scriptRuns(text.trim() ? text : EMPTY),
  style,
});

function peopleTable(heading: string, people: readonly EmergencyPerson[]): Content[] {
  if (people.length === 0) return [];
  return [
    { text: heading, style: 'heading' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 90, 100, '*'],
        body: [
          ['Name', 'Relationship', 'Phone', 'Email'].map((column) => typed(column, 'label')),
          ...people.map((person) => [
            typed(person.name, 'label'),
            typed(person.relationship),
            typed(person.phone, 'phone'),
            typed(person.email),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

export function emergencySummaryDefinition(
  summary: EmergencySummary,
  generatedOn: string,
): TDocumentDefinitions {
  const born = summary.dateOfBirth ? `Born ${summary.dateOfBirth}` : 'Date of birth not given';
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    info: { title: `${EMERGENCY_SUMMARY_TITLE}: ${summary.name}`, creator: 'Legacy Planner' },
    content: [
      { text: EMERGENCY_SUMMARY_TITLE.toUpperCase(), style: 'kicker' },
      typed(summary.name, 'name'),
      { text: `${born} · generated ${generatedOn}`, style: 'subtitle' },
      {
        table: { widths: ['*'], body: [[typed(summary.codeStatus, 'codeStatus')]] },
        layout: {
          hLineColor: () => '#b3261e',
          vLineColor: () => '#b3261e',
          paddingLeft: () => 8,
          paddingRight: () => 8,
          paddingTop: () => 6,
          paddingBottom: () => 6,
        },
      },
      ...(summary.medicalWishes.length > 0
        ? [
            { text: 'Other treatment wishes', style: 'heading' },
            {
              table: {
                widths: ['*', '*'],
                body: summary.medicalWishes.map((wish) => [
                  typed(wish.wish, 'label'),
                  typed(wish.comment),
                ]),
              },
              layout: 'lightHorizontalLines',
            },
          ]
        : []),
      ...(summary.notes.trim()
        ? [
            { text: 'Allergies, conditions and instructions', style: 'heading' },
            { text: scriptRuns(summary.notes), preserveLeadingSpaces: true },
          ]
        : []),
      ...peopleTable('Medical proxy', summary.medicalProxies),
      ...peopleTable('Emergency contacts', summary.emergencyContacts),
      ...peopleTable('May receive health records (HIPAA)', summary.hipaaRecipients),
      {
        text: summary.directiveReleased
          ? 'The full Advance Health Directive is shared too: open it from the same page, or download its PDF.'
          : 'The Advance Health Directive itself is not shared with this access.',
        style: 'small',
      },
    ],
    footer: () => ({
      margin: [40, 12, 40, 0],
      text: PLANNING_RECORD_NOTICE,
      style: 'footer',
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      kicker: { fontSize: 9, bold: true, color: '#b3261e', characterSpacing: 1 },
      name: { fontSize: 20, bold: true, margin: [0, 2, 0, 0] },
      subtitle: { fontSize: 10, color: '#444444', margin: [0, 2, 0, 10] },
      codeStatus: { fontSize: 14, bold: true, color: '#b3261e' },
      heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4], color: '#3d2f8f' },
      label: { bold: true },
      phone: { bold: true },
      small: { fontSize: 8.5, color: '#444444', margin: [0, 12, 0, 0] },
      footer: { fontSize: 7.5, color: '#555555' },
    },
  };
}

/** The summary as PDF bytes. */
export function renderEmergencySummaryPdf(
  summary: EmergencySummary,
  generatedOn: string,
): Promise<Buffer> {
  return drawPdf(emergencySummaryDefinition(summary, generatedOn));
}
