import type { DocumentCategory } from '../planner/plannerEnums';
import type { UploadContext } from '../files/uploadRules';

/** The six wizards, by the name their API path and record use. */
export const wizardKinds = [
  'will',
  'health-directive',
  'power-of-attorney',
  'digital-assets',
  'hipaa-authorization',
  'final-wishes',
] as const;
export type WizardKind = (typeof wizardKinds)[number];

/**
 * Each wizard: its route and page title (spec section 2: the page's heading and the browser
 * tab's title), the Document it keeps up to date (decisions §1, its title and category; the
 * title is the wizard's name on cards, in the Privacy tab and on its PDF), and the upload rules
 * of its file pickers (the will has none). The shell's routes, the wizard pages, the Documents
 * tab's essential list and the API's PDFs read it.
 */
export const wizardDocuments = {
  will: {
    route: '/will-testament',
    pageTitle: 'Last Will & Testament',
    title: 'Last Will & Testament',
    category: 'will',
    uploadContext: null,
  },
  'health-directive': {
    route: '/health-directive',
    pageTitle: 'Advance Health Directive',
    title: 'Advance Health Directive',
    category: 'health',
    uploadContext: 'pdfOnly',
  },
  'power-of-attorney': {
    route: '/power-of-attorney',
    pageTitle: 'Power of Attorney',
    title: 'Power of Attorney',
    category: 'poa',
    uploadContext: 'pdfOnly',
  },
  'digital-assets': {
    route: '/digital-assets',
    pageTitle: 'Digital Assets',
    title: 'Digital Assets',
    category: 'digital',
    uploadContext: 'digitalAssets',
  },
  'hipaa-authorization': {
    route: '/hipaa-authorization',
    pageTitle: 'Medical Records Authorization (HIPAA)',
    title: 'HIPAA Authorization',
    category: 'hipaa',
    uploadContext: 'pdfOnly',
  },
  'final-wishes': {
    route: '/final-wishes',
    pageTitle: 'Final Wishes & Legacy Notes',
    title: 'Final Wishes',
    category: 'funeral',
    uploadContext: 'finalWishes',
  },
} as const satisfies Record<
  WizardKind,
  {
    route: string;
    pageTitle: string;
    title: string;
    category: DocumentCategory;
    uploadContext: UploadContext | null;
  }
>;
