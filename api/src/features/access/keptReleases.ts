import {
  releasesWider,
  sameReleaseSettings,
  type PrivacyItemType,
  type ReleaseSettings,
} from '@legacy-planner/contracts';
import type { UnitOfWork } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import { planItems, type PlanItem } from './planItems';

// An item's release settings change only by a privacy setting its owner makes (decisions §7):
// "the right item, to the right person, at the right time, and nothing earlier". Many writes to
// the plan move an item's effective settings as a side effect: a deleted document's files fall
// back to their category's, a recording whose message goes stops being its recipient's alone, a
// new category brings its own recommendation, a loose file named by a record follows it. Every
// write to the plan (planChange) therefore reads the effective settings before and after, and
// gives back to each item what it had, as its own settings, where the write changed them:
// - a helper's write never changes them, wider or narrower (helpers never change release
//   settings), and a record a helper deletes keeps its settings for when it is saved again;
// - the owner's write keeps them only where they would release the item wider: the owner may
//   narrow as a side effect (deleting a record's card stops sharing the record), and filing a
//   loose file under a document or record means giving it that one's settings.

/**
 * What a write can move the effective settings of: anything in the plan, or nothing. Adding or
 * changing a document, a wish or a contact moves nothing: each keeps its own settings on its
 * row, which only the privacy routes write, and a file follows its document's stored settings,
 * not its fields (planItems). Saying so spares a write to a large plan reading the whole plan
 * twice; deleting a document, and every write to files and wizard records, still checks it.
 */
export type ReleaseReach = 'plan' | 'nothing';

/** Writes one item's settings where its kind keeps them (a file's become its own). */
export async function storeReleaseSettings(
  tx: UnitOfWork,
  ownerId: string,
  item: { type: PrivacyItemType; id: string },
  settings: ReleaseSettings,
): Promise<void> {
  if (item.type === 'document') await tx.documents.setRelease(ownerId, item.id, settings);
  else if (item.type === 'wish') await tx.wishes.setRelease(ownerId, item.id, settings);
  else if (item.type === 'contact') await tx.contacts.setRelease(ownerId, item.id, settings);
  else await tx.itemReleases.set(ownerId, item.type, item.id, settings);
}

const keyOf = (item: { type: string; id: string }) => `${item.type}:${item.id}`;

/** A loose file now filed under a document or record, which it follows. */
const filed = (before: PlanItem, after: PlanItem) =>
  before.type === 'file' && before.record.documentId === null && after.follows !== null;

export function keptReleases(sealer: JsonSealer) {
  /** The plan's items as `tx` sees them, by type and id. */
  async function effective(tx: UnitOfWork, ownerId: string): Promise<Map<string, PlanItem>> {
    const items = await planItems(tx, sealer).list(ownerId);
    return new Map(items.map((item) => [keyOf(item), item]));
  }

  /** Whether `after` must get back the settings `before` had. */
  function keeps(before: PlanItem, after: PlanItem, byHelper: boolean): boolean {
    // Released to no viewer, whatever is stored: nothing to keep.
    if (after.recipientOnly || sameReleaseSettings(before.settings, after.settings)) return false;
    if (byHelper) return true;
    return releasesWider(after.settings, before.settings) && !filed(before, after);
  }

  return {
    /**
     * Runs `work` in `tx` and gives back to each item of the owner's plan the settings it had
     * before, where `work` changed them and its author may not (see above); nothing to check
     * when `reach` is 'nothing'.
     */
    async around<T>(
      tx: UnitOfWork,
      ownerId: string,
      byHelper: boolean,
      reach: ReleaseReach,
      work: () => Promise<T>,
    ): Promise<T> {
      if (reach === 'nothing') return work();
      const before = await effective(tx, ownerId);
      const result = await work();
      const after = await effective(tx, ownerId);
      for (const [key, was] of before) {
        const now = after.get(key);
        if (now ? keeps(was, now, byHelper) : byHelper && was.type === 'wizard') {
          await storeReleaseSettings(tx, ownerId, was, was.settings);
        }
      }
      return result;
    },
  };
}
