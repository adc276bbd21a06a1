import { createContext, useContext } from 'react';
import type { DocumentCategory, UploadContext } from '@legacy-planner/contracts';

/** What every field of a wizard needs to know about the wizard it sits in. */
export interface WizardContextValue {
  /** Demo mode or the demo account: every control is disabled. */
  readOnly: boolean;
  /** Where the wizard's uploads go: its upload rules, category and Document. */
  upload: { context: UploadContext | null; category: DocumentCategory; documentId: string | null };
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizardContext(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('Wizard fields must be rendered inside a wizard form');
  return context;
}
