import type { FinalWishesData } from '@legacy-planner/contracts';
import type { UnitOfWork } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import type { LegacyMessage } from '../access/planItems';
import { wizardSealContext } from '../wizards/wizardRecords';

/** The owner's legacy messages as saved (the final-wishes record, sealed); none without one. */
export async function savedMessages(
  repositories: Pick<UnitOfWork, 'wizards'>,
  sealer: JsonSealer,
  ownerId: string,
): Promise<LegacyMessage[]> {
  const stored = await repositories.wizards.get(ownerId, 'final-wishes');
  if (!stored) return [];
  const data = sealer.open(
    stored.sealedData,
    wizardSealContext(ownerId, 'final-wishes'),
  ) as FinalWishesData;
  return data.legacyMessages ?? [];
}
