import { ITEM_ROWS } from '@legacy-planner/contracts';

/**
 * The words of a list's "show more" button, the same for the item rows and the preview's lines:
 * "Show all (53)" when the next step brings the rest, else "Show 50 more (120 not shown)".
 */
export function showMoreText(left: number, total: number): string {
  return left <= ITEM_ROWS.step
    ? `Show all (${total})`
    : `Show ${ITEM_ROWS.step} more (${left} not shown)`;
}
