import type { WizardKind } from '@legacy-planner/contracts';
import { wizardDraftKey } from '@legacy-planner/planner-client';

// A copy of unsaved edits in this browser, so a reload while the server cannot be reached
// loses nothing (decisions §1: "a local draft copy is fine"). It is kept only while the
// edits are not on the server, and used only if the server's record has not changed since
// the copy was made. The digital assets wizard keeps none: its record holds account
// passwords, which must never sit in the browser's storage in plain text.

interface LocalDraft {
  /** The server record's updatedAt the edits were made on. */
  basedOn: string | null;
  data: unknown;
}

const keepsLocalDraft = (kind: WizardKind) => kind !== 'digital-assets';

export function readLocalDraft(
  planKey: string,
  kind: WizardKind,
  serverUpdatedAt: string | null,
): unknown {
  if (!keepsLocalDraft(kind)) return null;
  try {
    const draft = JSON.parse(
      localStorage.getItem(wizardDraftKey(planKey, kind)) ?? 'null',
    ) as LocalDraft;
    return draft && draft.basedOn === serverUpdatedAt ? draft.data : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(
  planKey: string,
  kind: WizardKind,
  basedOn: string | null,
  data: unknown,
): void {
  if (!keepsLocalDraft(kind)) return;
  try {
    localStorage.setItem(wizardDraftKey(planKey, kind), JSON.stringify({ basedOn, data }));
  } catch {
    // Storage full or refused: the server copy is all there is, as without this fallback.
  }
}

export function clearLocalDraft(planKey: string, kind: WizardKind): void {
  try {
    localStorage.removeItem(wizardDraftKey(planKey, kind));
  } catch {
    // Storage refused: there is nothing to clear.
  }
}
