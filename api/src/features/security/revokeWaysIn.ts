import type { UnitOfWork } from '../../storage/port';
import { isGrantActive } from '../access/grantActive';

export type TakeBack = 'password_reset' | 'email_change';

const after: Record<TakeBack, string> = {
  password_reset: 'After your password reset',
  email_change: 'After your email changed',
};

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "the access key, 1 card and 2 grants". */
function listed(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Revokes every way into the owner's plan made so far (the access key, the cards and the
 * unexpired grants), in the unit of work of a password reset by emailed link or a move to a
 * new email: whoever held the account before may not be its owner (someone can sign up first
 * with another person's email), and what they handed out must not outlive the owner taking
 * the account back. Each revocation is in the access log; a notice says what was revoked.
 */
export async function revokeWaysIn(
  tx: UnitOfWork,
  ownerId: string,
  because: TakeBack,
  now: Date,
): Promise<void> {
  const detail = `${after[because]}: revoked`;
  const log = (
    action: 'key.revoked' | 'card.deleted' | 'grant.revoked',
    subject: { type: string; id: string } | null,
    what: string,
  ) =>
    tx.events.append({
      ownerId,
      actor: { kind: 'owner' },
      action,
      subject,
      detail: `${detail} ${what}`,
    });

  const keyRevoked = await tx.accessKeys.remove(ownerId);
  if (keyRevoked) await log('key.revoked', null, 'the master access key');

  const cards = await tx.cards.listForOwner(ownerId);
  for (const card of cards) {
    await tx.cards.remove(ownerId, card.cardId);
    await log('card.deleted', { type: 'card', id: card.cardId }, `card ${card.cardId}`);
  }

  let grantsRevoked = 0;
  let cursor: string | undefined;
  do {
    const page = await tx.grants.listForOwner(ownerId, { limit: 100, cursor });
    for (const grant of page.items) {
      if (!isGrantActive(grant, now)) continue;
      if (!(await tx.grants.revoke(ownerId, grant.id))) continue;
      grantsRevoked += 1;
      await log(
        'grant.revoked',
        { type: 'grant', id: grant.id },
        `${grant.level} access of ${grant.viewerName} (${grant.viewerEmail})`,
      );
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);

  const revoked = [
    ...(keyRevoked ? ['the access key'] : []),
    ...(cards.length ? [counted(cards.length, 'card')] : []),
    ...(grantsRevoked ? [counted(grantsRevoked, 'grant')] : []),
  ];
  if (revoked.length === 0) return;
  await tx.notices.add(ownerId, `${after[because]} we revoked ${listed(revoked)} made before it.`);
}
