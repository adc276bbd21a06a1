import { contactRoleLabels } from '../planner/contactRoleLabels';
import { documentCategoryLabels } from '../planner/documentCategoryLabels';
import { wishCategoryLabels } from '../planner/wishSummary';
import { messageTypeLabels } from '../wizards/wizardLabels';
import { wizardDocuments } from '../wizards/wizardDocuments';
import type { PrivacyItemType } from './releaseSettings';

const labelsByType: Record<PrivacyItemType, Record<string, string>> = {
  document: documentCategoryLabels,
  file: documentCategoryLabels,
  wish: wishCategoryLabels,
  contact: contactRoleLabels,
  wizard: Object.fromEntries(
    Object.entries(wizardDocuments).map(([kind, { title }]) => [kind, title]),
  ),
  message: messageTypeLabels,
};

/**
 * A privacy item's category in words (PrivacyItem.category): a document's or file's category,
 * a wish's category, a contact's role, a wizard's title, a message's type. A value the product
 * does not know (an older record's) is shown as it is.
 */
export function itemCategoryLabel(type: PrivacyItemType, category: string): string {
  return Object.hasOwn(labelsByType[type], category) ? labelsByType[type][category]! : category;
}
