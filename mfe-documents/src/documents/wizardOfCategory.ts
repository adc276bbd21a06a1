import {
  wizardDocuments,
  wizardKinds,
  type DocumentCategory,
  type WizardKind,
} from '@legacy-planner/contracts';

/** The wizard that keeps documents of this category (the will for 'will'…), if one does. */
export const wizardOfCategory = (category: DocumentCategory): WizardKind | null =>
  wizardKinds.find((kind) => wizardDocuments[kind].category === category) ?? null;
