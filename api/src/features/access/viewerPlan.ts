import {
  isReleased,
  type AccessLevel,
  type ReleaseTiming,
  type ViewerPlan,
  type ViewerWizard,
} from '@legacy-planner/contracts';
import type { PlanItem } from './planItems';

// What a grant of `level` in `situation` releases (decisions §2), and in what detail. The one
// function behind a viewer's /api/access/view and the owner's /api/privacy/preview, so the
// rehearsal shows exactly what a viewer would get.

const isFull = (level: AccessLevel) => level === 'full';

/**
 * A wizard record's data as the level covers it: account passwords and where crypto
 * credentials are kept only with full access (the tiers are scopes, not only lists).
 */
function scopedWizardData(item: PlanItem & { type: 'wizard' }, level: AccessLevel) {
  const data = structuredClone(item.record.data) as Record<string, unknown>;
  if (item.record.kind === 'digital-assets' && !isFull(level)) {
    const accounts = data.accounts as { password?: string }[] | undefined;
    for (const account of accounts ?? []) delete account.password;
    const wallet = data.cryptoWallet as { storageLocation?: string } | null | undefined;
    if (wallet) delete wallet.storageLocation;
  }
  if (item.record.kind === 'final-wishes') {
    // Messages are items of their own, each with its own settings.
    delete data.legacyMessages;
  }
  return data;
}

export function viewerPlan(
  items: readonly PlanItem[],
  grant: {
    ownerName: string;
    level: AccessLevel;
    situation: ReleaseTiming;
    expiresAt: string | null;
  },
): ViewerPlan {
  const { level, situation } = grant;
  const plan: ViewerPlan = {
    ownerName: grant.ownerName,
    level,
    situation,
    expiresAt: grant.expiresAt,
    documents: [],
    files: [],
    wishes: [],
    contacts: [],
    wizards: [],
    messages: [],
  };
  for (const item of items) {
    if (!isReleased(item.settings, level, situation)) continue;
    switch (item.type) {
      case 'document': {
        const { userId: _owner, ...document } = item.record;
        plan.documents.push(document);
        break;
      }
      case 'file':
        plan.files.push({ ...item.record });
        break;
      case 'wish': {
        const { userId: _owner, ...wish } = item.record;
        plan.wishes.push(wish);
        break;
      }
      case 'contact': {
        const { userId: _owner, address, notes, ...contact } = item.record;
        plan.contacts.push(isFull(level) ? { ...contact, address, notes } : contact);
        break;
      }
      case 'wizard': {
        const wizard: ViewerWizard = {
          kind: item.record.kind,
          title: item.title,
          status: item.record.status,
          updatedAt: item.record.updatedAt ?? '',
          data: scopedWizardData(item, level),
        };
        plan.wizards.push(wizard);
        break;
      }
      case 'message': {
        const message = item.record;
        plan.messages.push({
          id: message.id,
          recipientName: message.recipientName,
          relationship: message.relationship,
          messageType: message.messageType,
          content: message.content,
          deliveryTiming: message.deliveryTiming,
          specificDate: message.specificDate,
          milestoneDetails: message.milestoneDetails,
        });
        break;
      }
    }
  }
  return plan;
}
