import type { StoragePort, UserRecord } from '../../storage/port';
import type { BlobStore } from '../../storage/blobs/blobStore';
import type { MailDelivery } from '../../mail/mailDelivery';
import { HttpError } from '../../http/errors';

// Deleting an account removes everything of the user's (the store's AccountErasure walks every
// table or collection) in one unit of work, with the goodbye mail written in that same unit:
// either the account is gone and the mail will go, or nothing happened. What lives outside the
// unit of work follows once it committed: their sessions on every device, the rate-limit
// counters that name them, and the blobs of their files. Last, the store scrubs its files, so
// no copy of the account's text stays readable on disk.

export interface DeletionDependencies {
  store: StoragePort;
  blobs: BlobStore;
  mail: MailDelivery | null;
  publicUrl: string;
}

export const GOODBYE_SUBJECT = 'Your Legacy Planner account has been deleted';

const goodbyeText = (user: UserRecord, publicUrl: string) =>
  `Hello ${user.name},

Your Legacy Planner account and everything in it (documents, wishes, contacts, wizard records,
uploaded files, access cards and grants) were deleted just now, at your request. Anyone you had
given access to your plan can no longer open it.

This cannot be undone. If you did not ask for this, reply to this email at once.

If you kept an export of your plan, it is the only copy left. You are welcome back at any time:
${publicUrl}
`;

export async function deleteAccount(
  { store, blobs, mail, publicUrl }: DeletionDependencies,
  user: UserRecord,
): Promise<void> {
  const erased = await store.unitOfWork(async (tx) => {
    const result = await tx.erasure.eraseUser(user.id);
    if (!result) return null;
    // Mail written to them before (notices of requests…) goes with the account.
    await tx.mailOutbox.removeTo(user.email);
    if (mail) {
      await tx.mailOutbox.enqueue({
        to: user.email,
        subject: GOODBYE_SUBJECT,
        text: goodbyeText(user, publicUrl),
      });
    }
    return result;
  });
  if (!erased) throw new HttpError(404, 'not_found', 'No such account.');

  await store.sessions.destroyForUser(user.id);
  await store.rateLimits.removeMentioning(user.id);
  await store.rateLimits.removeMentioning(user.email);
  // After the commit: a blob deleted before a rollback could never be brought back. One left by
  // a crash here has no record any more, and the start-up sweep removes it.
  for (const blobId of erased.blobIds) await blobs.delete(blobId);
  await store.scrubDeleted();
  mail?.kick();
}
