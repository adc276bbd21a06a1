import { viewerSituation, type AccessLevel, type ViewerPlan } from '@legacy-planner/contracts';
import type { UserRecord } from '../../storage/port';
import type { PlanItem } from '../access/planItems';
import { viewerPlan } from '../access/viewerPlan';

/**
 * What a viewer of `level` gets of the owner's plan, in the situation a grant of that level
 * stands for: the owner's preview and the rehearsal, through the viewer's own function.
 */
export function previewOf(
  owner: UserRecord,
  items: readonly PlanItem[],
  level: AccessLevel,
): ViewerPlan {
  return viewerPlan(items, {
    ownerName: owner.name,
    level,
    situation: viewerSituation(level),
    expiresAt: null,
  });
}
