import {
  accessLevelRank,
  releaseTimingRank,
  type ReleaseSettings,
} from '@legacy-planner/contracts';
import type { UnitOfWork } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import { planItems, type PlanItem } from './planItems';

// Only the owner's privacy settings widen what a grant releases (decisions §7: a helper never
// changes release settings). Yet a helper's write can change an item's settings without
// touching them: a document deleted leaves its files to their category's defaults, a wizard
// record deleted drops its settings, a legacy message removed frees its recording, a category
// changed brings that category's defaults, a loose file named in a wizard follows the wizard.
// So around a helper's write, every item still there that would be released more widely keeps
// the settings it had, now as its own, and a deleted wizard record's settings wait for it.

const keyOf = (item: Pick<PlanItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

/** Whether `after` releases the item to someone, or sooner, than `before` did. */
function widens(before: ReleaseSettings, after: ReleaseSettings): boolean {
  if (!after.isVisible) return false;
  return (
    !before.isVisible ||
    accessLevelRank[after.requiredAccessLevel] < accessLevelRank[before.requiredAccessLevel] ||
    releaseTimingRank[after.releaseTiming] < releaseTimingRank[before.releaseTiming]
  );
}

async function keepOwn(tx: UnitOfWork, ownerId: string, item: PlanItem, settings: ReleaseSettings) {
  if (item.type === 'document') await tx.documents.setRelease(ownerId, item.id, settings);
  else if (item.type === 'wish') await tx.wishes.setRelease(ownerId, item.id, settings);
  else if (item.type === 'contact') await tx.contacts.setRelease(ownerId, item.id, settings);
  else await tx.itemReleases.set(ownerId, item.type, item.id, settings);
}

export function releasesKept(sealer: JsonSealer) {
  const itemsOf = (tx: UnitOfWork, ownerId: string) => planItems(tx, sealer).list(ownerId);
  return {
    /** The plan's items as a grant meets them, before the write. */
    async before(tx: UnitOfWork, ownerId: string): Promise<Map<string, PlanItem>> {
      return new Map((await itemsOf(tx, ownerId)).map((item) => [keyOf(item), item]));
    },

    /** After the write, in its unit of work: no item is released more widely than before. */
    async keep(tx: UnitOfWork, ownerId: string, before: Map<string, PlanItem>): Promise<void> {
      const after = await itemsOf(tx, ownerId);
      for (const item of after) {
        const was = before.get(keyOf(item));
        if (!was || item.recipientOnly) continue;
        if (was.recipientOnly || widens(was.settings, item.settings)) {
          await keepOwn(tx, ownerId, item, was.settings);
        }
      }
      const still = new Set(after.map(keyOf));
      for (const was of before.values()) {
        if (was.type === 'wizard' && !still.has(keyOf(was))) {
          await tx.itemReleases.set(ownerId, 'wizard', was.id, was.settings);
        }
      }
    },
  };
}
