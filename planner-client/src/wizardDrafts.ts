import type { WizardKind } from '@legacy-planner/contracts';

// Where the wizards keep a copy of unsaved edits in this browser (mfe-wizards' localDraft), one
// per plan and wizard, and how the shell forgets those of a plan the user no longer helps with:
// a helper removed, or signed out, must not leave the owner's plan behind in the browser.

const DRAFT_PREFIX = 'legacy-planner.wizard-draft.';

/** Whose drafts: the signed-in user's own plan (null), or a plan they help with (a helper id). */
export const draftPlanKey = (userId: string, helperId: string | null): string =>
  helperId === null ? userId : `${userId}.helping.${helperId}`;

/** The browser storage key of one plan's draft of one wizard. */
export const wizardDraftKey = (planKey: string, kind: WizardKind): string =>
  `${DRAFT_PREFIX}${planKey}.${kind}`;

/**
 * Forgets the user's drafts of one plan they helped with, or (without a helper id) of every plan
 * they help with; their own plan's drafts stay.
 */
export function forgetHelpedPlanDrafts(userId: string, helperId?: string): void {
  const prefix = `${DRAFT_PREFIX}${userId}.helping.${helperId === undefined ? '' : `${helperId}.`}`;
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing to forget.
  }
}
