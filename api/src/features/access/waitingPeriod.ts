import { CHECK_IN_LINK_PATH, DAY_IN_MS, WAITING_PERIOD_DAYS } from '@legacy-planner/contracts';
import { readAllPages } from '../../storage/paging';
import type { StoredAccessRequest, UnitOfWork, UserRecord } from '../../storage/port';
import { issueLink } from '../security/emailLinks';
import { messageDelivery } from '../messages/deliver';
import type { AccessDependencies } from './accessDependencies';
import { cancelRequestJobs } from './accessJobs';
import { describeHolder, notifier } from './notify';
import { openSealedEvidence, outcomeMail, requestLinkOf } from './requestLinks';
import { requestState } from './requestState';

// The waiting period of a full request asks the owner (issue 27): it starts with a check-in
// prompt to them; any check-in of theirs while it waits rejects it (a living owner stops a
// false claim of their passing); its end is a job that makes the after-passing release if
// nothing stopped it. Without a way to reach the owner there is no waiting period at all: such
// a request waits for an administrator's verification (its grantsAt is null).

/**
 * When a new full request (from /access or a contact's report) is granted by time: at the end
 * of the owner's waiting period, which asks them by email. Without a way to reach the owner
 * (no mail) never: null, and only an administrator's verification grants it.
 */
export async function fullRequestGrantsAt(
  repositories: Pick<UnitOfWork, 'privacySettings'>,
  deps: Pick<AccessDependencies, 'mail'>,
  ownerId: string | null,
  madeAt: Date,
): Promise<string | null> {
  if (!deps.mail) return null;
  const days =
    (ownerId === null
      ? undefined
      : (await repositories.privacySettings.get(ownerId))?.waitingPeriodDays) ??
    WAITING_PERIOD_DAYS.default;
  return new Date(madeAt.getTime() + days * DAY_IN_MS).toISOString();
}

/**
 * Who stopped a waiting full request: the owner's own check-in, or a contact's word that they
 * are alive ("They're fine", or "They're unwell or in hospital").
 */
export type WaitingRequestStopper =
  { kind: 'check_in' } | { kind: 'contact'; name: string; said: 'fine' | 'unwell' };

const contactSaid = { fine: 'fine', unwell: 'unwell or in hospital' } as const;

/** The owner's full requests still waiting at `now` (undecided, not granted by time, unclaimed). */
export async function waitingFullRequests(
  tx: Pick<UnitOfWork, 'accessRequests'>,
  ownerId: string,
  now: Date,
): Promise<StoredAccessRequest[]> {
  const requests = await readAllPages((page) => tx.accessRequests.listForOwner(ownerId, page));
  return requests.filter(
    (request) =>
      request.level === 'full' &&
      request.grantId === null &&
      requestState(request, now).state === 'pending',
  );
}

/**
 * Rejects every waiting full request of the owner, in the caller's unit of work: tells the
 * owner who asked, the requester that it was refused (as the owner's rejection does), and logs
 * each. Answers how many it rejected. Mail goes out when the caller kicks it after committing.
 */
export async function rejectWaitingFullRequests(
  tx: UnitOfWork,
  deps: AccessDependencies,
  owner: UserRecord,
  by: WaitingRequestStopper,
): Promise<number> {
  const now = deps.clock();
  const notify = notifier(deps);
  let rejected = 0;
  for (const request of await waitingFullRequests(tx, owner.id, now)) {
    const decided = await tx.accessRequests.decide(request.id, 'rejected', now.toISOString());
    if (!decided) continue;
    rejected++;
    await cancelRequestJobs(tx, decided);
    const why =
      by.kind === 'check_in'
        ? 'you checked in'
        : `${by.name}, one of your trusted contacts, said you are ${contactSaid[by.said]}`;
    await tx.events.append({
      ownerId: owner.id,
      actor: by.kind === 'check_in' ? { kind: 'owner' } : { kind: 'system', name: by.name },
      action: 'request.rejected',
      subject: { type: 'request', id: request.id },
      detail: `Full access for ${describeHolder(request.holder)}: ${why}`,
    });
    await notify.owner(
      tx,
      owner,
      'A request for full access to your plan was rejected',
      `${describeHolder(request.holder)} asked for full access to your plan, saying you have ` +
        `passed away. Because ${why}, their request was rejected.`,
    );
    const mail = outcomeMail(request, { granted: false });
    await notify.requester(tx, request.holder, mail.subject, mail.text);
  }
  return rejected;
}

/**
 * The check-in prompt that starts the waiting period of a full request just made, in its unit
 * of work: by email with a check-in link (when mail can be sent), and as a notice in the app.
 */
export async function promptOwner(
  tx: UnitOfWork,
  deps: AccessDependencies,
  owner: UserRecord,
  request: Pick<StoredAccessRequest, 'id' | 'holder' | 'grantsAt'>,
): Promise<void> {
  const { config, clock, mail } = deps;
  const privacyTab = `${config.publicUrl}/app?tab=privacy`;
  const prompt = (checkInLink: string) =>
    `${describeHolder(request.holder)} asked for full access to your plan, saying you have ` +
    `passed away. If you are well, check in: ${checkInLink}. ` +
    (request.grantsAt
      ? `Otherwise it is granted on ${request.grantsAt.slice(0, 10)} unless you reject it.`
      : 'Otherwise it is granted only if an administrator verifies the evidence, unless you reject it.');
  // In the app the owner is signed in already: their check-in is "I'm OK" in the Privacy tab.
  await tx.notices.add(owner.id, prompt(privacyTab));
  if (mail) {
    const token = await issueLink(tx, owner, 'check_in', owner.email, clock());
    const link = `${config.publicUrl}${CHECK_IN_LINK_PATH}?token=${encodeURIComponent(token)}`;
    await tx.mailOutbox.enqueue({
      to: owner.email,
      subject: 'Someone asked for access to your plan',
      text: `${prompt(link)}\n\nSee who asked and decide in your Privacy tab: ${privacyTab}\n`,
      urgent: true,
    });
  }
  await tx.events.append({
    ownerId: owner.id,
    actor: { kind: 'system', name: 'Waiting period' },
    action: 'request.owner_prompted',
    subject: { type: 'request', id: request.id },
    detail: mail ? `By email to ${owner.email} and in the app` : 'In the app (no email is set up)',
  });
}

/**
 * The end of a waiting period (the access.release job): if the request still waits for it,
 * the after-passing release happens now (the messages due go out, dated ones wait for their
 * day), and the requester is mailed that access was granted, with their claim link.
 */
export async function releaseAtWaitingPeriodEnd(
  tx: UnitOfWork,
  deps: AccessDependencies,
  requestId: string,
): Promise<void> {
  // A server that cannot reach the owner never releases by time (a request made while it
  // could keeps its job): only an administrator's verification does.
  if (!deps.mail) return;
  const request = await tx.accessRequests.get(requestId);
  if (!request || request.level !== 'full') return;
  const { state, decidedBy } = requestState(request, deps.clock());
  // Rejected (a check-in, a contact, the owner) or decided otherwise: nothing to release here.
  if (state !== 'granted' || decidedBy !== 'waiting_period') return;
  // A requester who claimed it first holds the grant, and their claim made the release.
  if (request.grantId) return;
  const owner = await tx.users.findById(request.ownerId);
  if (!owner) return;
  await messageDelivery(deps).release(tx, owner);
  await tx.events.append({
    ownerId: owner.id,
    actor: { kind: 'system', name: 'Waiting period' },
    action: 'request.released',
    subject: { type: 'request', id: request.id },
    detail: `Full access for ${describeHolder(request.holder)}`,
  });
  const { claimToken } = openSealedEvidence(deps.sealer, request);
  const mail = outcomeMail(request, {
    granted: true,
    link: requestLinkOf(deps.config, request.id, claimToken),
  });
  await notifier(deps).requester(tx, request.holder, mail.subject, mail.text);
}
