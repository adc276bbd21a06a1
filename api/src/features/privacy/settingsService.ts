import {
  WAITING_PERIOD_DAYS,
  sameReleaseSettings,
  securityLevelOf,
  type BulkReleaseChange,
  type PrivacyItem,
  type PrivacyItemType,
  type PrivacySettingsInput,
  type ReleasePatch,
  type ReleaseSettings,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { findItem, planItems, type PlanItem } from '../access/planItems';
import { storeReleaseSettings } from '../access/keptReleases';

// Who may see each item of the plan and when (its release settings), and the waiting period of
// full requests: the owner's settings on the Privacy tab.

export const toPrivacyItem = (item: PlanItem): PrivacyItem => ({
  type: item.type,
  id: item.id,
  title: item.title,
  category: item.category,
  ...item.settings,
  securityLevel: securityLevelOf(item.settings.requiredAccessLevel),
  follows: item.follows,
  setApart:
    item.type === 'file' && !item.recipientOnly && !item.follows && item.record.documentId !== null,
  recipientOnly: item.recipientOnly,
  recommended: item.recommended,
});

/** The settings with the fields the patch gives changed. */
const patched = (settings: ReleaseSettings, patch: ReleasePatch): ReleaseSettings => ({
  requiredAccessLevel: patch.requiredAccessLevel ?? settings.requiredAccessLevel,
  isVisible: patch.isVisible ?? settings.isVisible,
  releaseTiming: patch.releaseTiming ?? settings.releaseTiming,
});

const recipientOnlyRefusal = () =>
  new HttpError(
    409,
    'recipient_only',
    'A legacy message goes to its recipient only; no grant opens it.',
  );

export function settingsService(deps: AccessDependencies) {
  const { store, sealer } = deps;
  const items = planItems(store, sealer);

  /**
   * Writes one item's settings where that kind of item keeps them (a file's become its own: it
   * no longer follows its document); answers the item as it now is.
   */
  async function writeSettings(
    tx: UnitOfWork,
    owner: UserRecord,
    item: PlanItem,
    settings: ReleaseSettings,
  ): Promise<PlanItem> {
    if (item.recipientOnly) throw recipientOnlyRefusal();
    await storeReleaseSettings(tx, owner.id, item, settings);
    return { ...item, settings, follows: null };
  }

  return {
    /** Every item of the plan, as the rules see it. */
    planItems: (owner: UserRecord) => items.list(owner.id),

    async items(owner: UserRecord): Promise<PrivacyItem[]> {
      return (await items.list(owner.id)).map(toPrivacyItem);
    },

    async changeOne(
      owner: UserRecord,
      type: string,
      id: string,
      patch: ReleasePatch,
    ): Promise<PrivacyItem> {
      const item = findItem(await items.list(owner.id), type, id);
      if (!item) throw new HttpError(404, 'not_found', 'No such item.');
      const changed = await store.unitOfWork((tx) =>
        writeSettings(tx, owner, item, patched(item.settings, patch)),
      );
      return toPrivacyItem(changed);
    },

    /** Every item of a type (and category), together; never a legacy message. */
    async changeEvery(owner: UserRecord, change: BulkReleaseChange): Promise<{ changed: number }> {
      const type = change.type as PrivacyItemType;
      if (type === 'message') throw recipientOnlyRefusal();
      const matching = (await items.list(owner.id)).filter(
        (item) =>
          item.type === type &&
          !item.recipientOnly &&
          (!change.category || item.category === change.category),
      );
      await store.unitOfWork(async (tx) => {
        for (const item of matching) {
          await writeSettings(tx, owner, item, patched(item.settings, change.settings));
        }
      });
      return { changed: matching.length };
    },

    /** The recommended settings for every item that differs from them, together. */
    async useRecommended(owner: UserRecord): Promise<{ changed: number }> {
      const differing = (await items.list(owner.id)).filter(
        (item) =>
          !item.recipientOnly &&
          !item.follows &&
          !sameReleaseSettings(item.settings, item.recommended),
      );
      await store.unitOfWork(async (tx) => {
        for (const item of differing) {
          await writeSettings(tx, owner, item, item.recommended);
        }
      });
      return { changed: differing.length };
    },

    /** Forgets a file's own settings: it follows its document's again. */
    async followDocument(owner: UserRecord, fileId: string): Promise<PrivacyItem> {
      const listed = await items.list(owner.id);
      const file = findItem(listed, 'file', fileId);
      if (!file || file.type !== 'file') throw new HttpError(404, 'not_found', 'No such file.');
      if (file.recipientOnly) throw recipientOnlyRefusal();
      const { documentId } = file.record;
      if (!documentId || !findItem(listed, 'document', documentId)) {
        throw new HttpError(
          409,
          'not_in_a_document',
          'This file is in no document, so it keeps settings of its own.',
        );
      }
      await store.itemReleases.remove(owner.id, 'file', file.id);
      return toPrivacyItem(findItem(await items.list(owner.id), 'file', file.id)!);
    },

    async waitingPeriod(owner: UserRecord) {
      const saved = await store.privacySettings.get(owner.id);
      return {
        waitingPeriodDays: saved?.waitingPeriodDays ?? WAITING_PERIOD_DAYS.default,
        emailEnabled: Boolean(deps.mail),
      };
    },

    async setWaitingPeriod(owner: UserRecord, settings: PrivacySettingsInput) {
      await store.privacySettings.put(owner.id, settings);
      return { ...settings, emailEnabled: Boolean(deps.mail) };
    },
  };
}
