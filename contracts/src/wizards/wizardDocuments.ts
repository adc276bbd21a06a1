import type { DocumentCategory } from '../planner/plannerSchemas';
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
 * Each wizard: its route (spec section 2), the Document it keeps up to date (decisions §1,
 * its title and category), and the upload rules of its file pickers (the will has none).
 * The shell's routes, the wizard pages and the Documents tab's essential list read it.
 */
export const wizardDocuments = {
  will: {
    route: '/will-testament',
    title: 'Last Will & Testament',
    category: 'will',
    uploadContext: null,
  },
  'health-directive': {
    route: '/health-directive',
    title: 'Advance Health Directive',
    category: 'health',
    uploadContext: 'pdfOnly',
  },
  'power-of-attorney': {
    route: '/power-of-attorney',
    title: 'Power of Attorney',
    category: 'poa',
    uploadContext: 'pdfOnly',
  },
  'digital-assets': {
    route: '/digital-assets',
    title: 'Digital Assets',
    category: 'digital',
    uploadContext: 'digitalAssets',
  },
  'hipaa-authorization': {
    route: '/hipaa-authorization',
    title: 'HIPAA Authorization',
    category: 'hipaa',
    uploadContext: 'pdfOnly',
  },
  'final-wishes': {
    route: '/final-wishes',
    title: 'Final Wishes',
    category: 'funeral',
    uploadContext: 'finalWishes',
  },
} as const satisfies Record<
  WizardKind,
  {
    route: string;
    title: string;
    category: DocumentCategory;
    uploadContext: UploadContext | null;
  }
>;
