import { wizardDocuments, type WizardKind } from '@legacy-planner/contracts';
import type { HelpTopic } from '@legacy-planner/shared-ui';

// The six wizard pages, each at its own route of the shell (spec section 2): the record it
// edits, where it stands in the plan (step label and progress value; final wishes has none)
// and the label of the button that completes it.
export interface WizardPageInfo {
  route: string;
  title: string;
  helpTopic: HelpTopic;
  kind: WizardKind;
  step: { label: string; progress: number } | null;
  completeLabel: string;
}

export const wizardPages = {
  will: {
    route: wizardDocuments['will'].route,
    title: wizardDocuments['will'].pageTitle,
    helpTopic: 'legalDocuments',
    kind: 'will',
    step: { label: 'Step 3 of 6', progress: 50 },
    completeLabel: 'Save & Continue',
  },
  healthDirective: {
    route: wizardDocuments['health-directive'].route,
    title: wizardDocuments['health-directive'].pageTitle,
    helpTopic: 'medicalDocuments',
    kind: 'health-directive',
    step: { label: 'Step 4 of 6', progress: 67 },
    completeLabel: 'Save',
  },
  powerOfAttorney: {
    route: wizardDocuments['power-of-attorney'].route,
    title: wizardDocuments['power-of-attorney'].pageTitle,
    helpTopic: 'legalDocuments',
    kind: 'power-of-attorney',
    step: { label: 'Step 5 of 6', progress: 83 },
    completeLabel: 'Save',
  },
  digitalAssets: {
    route: wizardDocuments['digital-assets'].route,
    title: wizardDocuments['digital-assets'].pageTitle,
    helpTopic: 'documents',
    kind: 'digital-assets',
    step: { label: 'Step 6 of 6', progress: 100 },
    completeLabel: 'Save & Complete',
  },
  hipaaAuthorization: {
    route: wizardDocuments['hipaa-authorization'].route,
    title: wizardDocuments['hipaa-authorization'].pageTitle,
    helpTopic: 'medicalDocuments',
    kind: 'hipaa-authorization',
    // The spec labels HIPAA "Step 4 of 6" too, sharing the health directive's 67.
    step: { label: 'Step 4 of 6', progress: 67 },
    completeLabel: 'Save',
  },
  finalWishes: {
    route: wizardDocuments['final-wishes'].route,
    title: wizardDocuments['final-wishes'].pageTitle,
    helpTopic: 'messages',
    kind: 'final-wishes',
    step: null,
    completeLabel: 'Save Final Wishes',
  },
} as const satisfies Record<string, WizardPageInfo>;

export type WizardPageKey = keyof typeof wizardPages;
