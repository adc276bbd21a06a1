import type { HelpTopic } from '@legacy-planner/shared-ui';

// The six wizard pages, each at its own route of the shell (spec section 2).
export interface WizardPageInfo {
  route: string;
  title: string;
  helpTopic: HelpTopic;
}

export const wizardPages = {
  will: { route: '/will-testament', title: 'Last Will & Testament', helpTopic: 'legalDocuments' },
  healthDirective: {
    route: '/health-directive',
    title: 'Advance Health Directive',
    helpTopic: 'medicalDocuments',
  },
  powerOfAttorney: {
    route: '/power-of-attorney',
    title: 'Power of Attorney',
    helpTopic: 'legalDocuments',
  },
  digitalAssets: { route: '/digital-assets', title: 'Digital Assets', helpTopic: 'documents' },
  hipaaAuthorization: {
    route: '/hipaa-authorization',
    title: 'Medical Records Authorization (HIPAA)',
    helpTopic: 'medicalDocuments',
  },
  finalWishes: {
    route: '/final-wishes',
    title: 'Final Wishes & Legacy Notes',
    helpTopic: 'messages',
  },
} as const satisfies Record<string, WizardPageInfo>;

export type WizardPageKey = keyof typeof wizardPages;
