import type { Content, StyleDictionary } from 'pdfmake/interfaces';
import {
  contactRoleLabels,
  custodyLine,
  formatCalendarDate,
  wishCategoryLabels,
  wishImportanceLabels,
  type Contact,
  type PlanDocument,
  type PrintedRecord,
  type SigningPlace,
  type Wish,
  type WizardKind,
} from '@legacy-planner/contracts';
import { drawPdf } from '../../pdf/pdfmake';
import { scriptRuns } from '../../pdf/scriptRuns';
import {
  PLANNING_RECORD_NOTICE,
  fieldsContent,
  planningPdf,
  sectionContent,
} from '../wizards/pdf/renderPdf';
import { recordWithSigningPage, signingStyles } from '../wizards/pdf/signingPage';

// The plan's binder (issue 29): one PDF to print and keep beside the signed originals. A cover,
// the contents with their pages, each completed record as its own PDF prints it (with its
// signing page), then the contacts by role, the wishes and where each original is.

export interface BinderPlan {
  ownerName: string;
  /** Where the owner signs: each record's signing page is for there. */
  signingPlace: SigningPlace | null;
  /** The completed records, in the wizards' order, each as printed. */
  records: { kind: WizardKind; printed: PrintedRecord }[];
  contacts: Contact[];
  wishes: Wish[];
  documents: PlanDocument[];
}

export const BINDER_TEXTS = {
  title: 'Plan binder',
  contents: 'Contents',
  contacts: 'Contacts by role',
  noContacts: 'No contacts yet',
  wishes: 'Wishes',
  noWishes: 'No wishes yet',
  custody: 'Where the originals are',
  noDocuments: 'No documents yet',
  records: 'Records',
  noRecords: 'No completed records yet: a record is printed here once its wizard is completed.',
} as const;

/** Each group of `items` that has any, in the order of `labels`, under its label. */
function grouped<T, K extends string>(
  items: T[],
  keyOf: (item: T) => K,
  labels: Record<K, string>,
): [label: string, items: T[]][] {
  return (Object.keys(labels) as K[]).flatMap((key) => {
    const inGroup = items.filter((item) => keyOf(item) === key);
    return inGroup.length > 0 ? [[labels[key], inGroup] as [string, T[]]] : [];
  });
}

const byName = (a: Contact, b: Contact) =>
  `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`);

const none = (text: string): Content[] => [{ text, italics: true }];

function contactsContent(contacts: Contact[]): Content[] {
  if (contacts.length === 0) return none(BINDER_TEXTS.noContacts);
  return grouped(contacts, (contact) => contact.role, contactRoleLabels).flatMap(([role, inRole]) =>
    sectionContent({
      heading: role,
      table: {
        columns: ['Name', 'Phone', 'Email'],
        rows: [...inRole]
          .sort(byName)
          .map((contact) => [
            `${contact.firstName} ${contact.lastName}`,
            contact.phone,
            contact.email,
          ]),
      },
    }),
  );
}

function wishesContent(wishes: Wish[]): Content[] {
  if (wishes.length === 0) return none(BINDER_TEXTS.noWishes);
  return grouped(wishes, (wish) => wish.category, wishCategoryLabels).flatMap(
    ([category, inCategory]) =>
      sectionContent({
        heading: category,
        table: {
          columns: ['Wish', 'Details', 'Importance'],
          rows: inCategory.map((wish) => [
            wish.preference,
            wish.details,
            wishImportanceLabels[wish.importance],
          ]),
        },
      }),
  );
}

function custodyContent(documents: PlanDocument[]): Content[] {
  if (documents.length === 0) return none(BINDER_TEXTS.noDocuments);
  const byTitle = [...documents].sort((a, b) => a.title.localeCompare(b.title));
  return [fieldsContent(byTitle.map((document) => [document.title, custodyLine(document)]))];
}

/** A part of the binder: from a new page, its heading an entry of the contents. */
const part = (heading: string, content: Content[]): Content => ({
  stack: [{ text: heading, style: 'title', tocItem: true, margin: [0, 0, 0, 8] }, ...content],
  pageBreak: 'before',
});

function cover(plan: BinderPlan, generatedOn: string): Content {
  return {
    stack: [
      { text: BINDER_TEXTS.title, style: 'coverTitle' },
      { text: scriptRuns(plan.ownerName), style: 'coverName' },
      { text: `Generated ${formatCalendarDate(generatedOn)}`, style: 'subtitle' },
      { text: PLANNING_RECORD_NOTICE, margin: [0, 24, 0, 0] },
    ],
    margin: [0, 180, 0, 0],
  };
}

const binderStyles: StyleDictionary = {
  ...signingStyles,
  coverTitle: { fontSize: 30, bold: true, color: '#3d2f8f' },
  coverName: { fontSize: 18, margin: [0, 8, 0, 4] },
};

/** The binder of the plan, generated on `generatedOn` (YYYY-MM-DD), as PDF bytes. */
export function renderBinder(plan: BinderPlan, generatedOn: string): Promise<Buffer> {
  const records: Content[] =
    plan.records.length === 0
      ? [part(BINDER_TEXTS.records, none(BINDER_TEXTS.noRecords))]
      : plan.records.map(({ kind, printed }) => ({
          stack: recordWithSigningPage(printed, generatedOn, kind, plan.signingPlace, {
            inContents: true,
          }),
          pageBreak: 'before',
        }));
  const content: Content[] = [
    cover(plan, generatedOn),
    {
      toc: { title: { text: BINDER_TEXTS.contents, style: 'title', margin: [0, 0, 0, 12] } },
      pageBreak: 'before',
    },
    ...records,
    part(BINDER_TEXTS.contacts, contactsContent(plan.contacts)),
    part(BINDER_TEXTS.wishes, wishesContent(plan.wishes)),
    part(BINDER_TEXTS.custody, custodyContent(plan.documents)),
  ];
  return drawPdf(planningPdf(`${BINDER_TEXTS.title}: ${plan.ownerName}`, content, binderStyles));
}
