import type { Context } from 'koa';
import {
  contactAnswerLabels,
  type AccessHolder,
  type ContactAnswer,
  type ContactAnswerOutcome,
  type ContactQuestion,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { ContactAskRecord, GrantRecord, UnitOfWork, UserRecord } from '../../storage/port';
import { setViewerCookie } from '../../session/viewerCookie';
import type { JobDependencies } from '../../jobs/jobKinds';
import type { FeatureDependencies } from '../dependencies';
import { scheduleRelease, scheduleReminders } from '../access/accessJobs';
import { evidenceContext, requestLinkOf, type SealedEvidence } from '../access/requestLinks';
import {
  fullRequestGrantsAt,
  promptOwner,
  rejectWaitingFullRequests,
} from '../access/waitingPeriod';
import { grantMaker, toViewerGrant } from '../access/grants';
import { describeHolder, notifier } from '../access/notify';
import { newClaimToken, sha256 } from '../access/secrets';
import { hashToken } from '../security/emailLinks';
import {
  firstName,
  isRequestRound,
  isRoundOpen,
  onContactSaidFine,
  startContactLadder,
} from './ladder';

// A trusted contact's answer to "Is … OK?" (issue 27), from the page their emailed link opens.
// Opening the link answers nothing (mail scanners open links): the page reads the question,
// and the contact's chosen answer is posted. One answer per question; an answered, expired or
// unknown link, or one whose round is over, gets the same small 404.

export const unusableAnswerLink = () =>
  new HttpError(
    404,
    'invalid_link',
    'This link does not work any more: it was answered already, or it has expired.',
  );

type Dependencies = JobDependencies & Pick<FeatureDependencies, 'jobs'>;

export function contactAnswers(deps: Dependencies) {
  const { store, clock, sealer } = deps;
  const makeGrant = grantMaker(deps);
  const notify = notifier(deps);

  /**
   * The unanswered, unexpired question of this link, and its owner; or the 404. Its round must
   * still be open: an owner who checked in, or a request already decided, leaves nothing for
   * an old link to answer.
   */
  async function openQuestion(
    tx: Pick<UnitOfWork, 'contactAsks' | 'users' | 'checkIns' | 'accessRequests'>,
    token: string,
  ) {
    const now = clock();
    const ask = await tx.contactAsks.findByTokenHash(hashToken(token));
    if (
      !ask ||
      ask.answer ||
      Date.parse(ask.expiresAt) <= now.getTime() ||
      !(await isRoundOpen(tx, ask.ownerId, ask.round, now))
    ) {
      throw unusableAnswerLink();
    }
    const owner = await tx.users.findById(ask.ownerId);
    if (!owner) throw unusableAnswerLink();
    return { ask, owner };
  }

  const holderOf = (ask: ContactAskRecord): AccessHolder => ({
    name: ask.contactName,
    email: ask.contactEmail,
    relationship: ask.contactRelationship,
  });

  /**
   * "They have passed away": a full request for the contact, waiting like one made at /access
   * (the owner's waiting period, its reminders, the other contacts asked). Nothing is granted
   * by this answer alone.
   */
  async function reportPassing(tx: UnitOfWork, owner: UserRecord, ask: ContactAskRecord) {
    const holder = holderOf(ask);
    const claimToken = newClaimToken();
    const madeAt = clock();
    const grantsAt = await fullRequestGrantsAt(tx, deps, owner.id, madeAt);
    const request = await tx.accessRequests.create({
      ownerId: owner.id,
      level: 'full',
      method: 'contact_report',
      holder,
      sealedEvidence: sealer.seal(
        { evidence: {}, claimToken } satisfies SealedEvidence,
        evidenceContext(owner.id),
      ),
      claimTokenHash: sha256(claimToken),
      grantsAt,
    });
    await tx.events.append({
      ownerId: owner.id,
      actor: { kind: 'requester', name: holder.name, email: holder.email },
      action: 'request.received',
      subject: { type: 'request', id: request.id },
      detail: 'Full access, from a trusted contact’s answer to a missed check-in',
    });
    // The owner is asked at once, as for a request made at /access: a check-in rejects it.
    await promptOwner(tx, deps, owner, { id: request.id, holder, grantsAt });
    // grantsAt is null only when no mail can be sent: the requester is not written to, and
    // time grants nothing.
    if (grantsAt) {
      await notify.requester(
        tx,
        holder,
        `What happens next with ${owner.name}'s plan`,
        `Thank you for telling us. We are very sorry for your loss.\n\n` +
          `A request for full access to ${owner.name}'s plan was opened for you. ` +
          `${firstName(owner.name)}'s other trusted contacts are asked too. If ` +
          `${firstName(owner.name)} does not check in or refuse it, and nobody tells us they are ` +
          `fine, it is granted on ${grantsAt.slice(0, 10)}.\n\n` +
          `Follow it, and open the plan once it is granted, here: ` +
          `${requestLinkOf(deps.config, request.id, claimToken)}\n`,
      );
      await scheduleReminders(tx, request, madeAt, grantsAt);
      await scheduleRelease(tx, request, grantsAt);
    }
    await startContactLadder(tx, deps, owner, {
      requestId: request.id,
      excludeEmail: holder.email,
    });
    return { requestId: request.id, claimToken, grantsAt };
  }

  return {
    /** GET /api/check-ins/question: whom the link asks about; answers nothing. */
    async question(token: string): Promise<ContactQuestion> {
      const { ask, owner } = await openQuestion(store, token);
      return { ownerFirstName: firstName(owner.name), contactName: ask.contactName };
    },

    /** POST /api/check-ins/answers: the contact's answer, once. */
    async answer(
      ctx: Context,
      token: string,
      answer: ContactAnswer,
    ): Promise<ContactAnswerOutcome> {
      const now = clock();
      const outcome = await store.unitOfWork(async (tx) => {
        const { ask, owner } = await openQuestion(tx, token);
        if (!(await tx.contactAsks.answer(ask.id, answer, now.toISOString()))) {
          throw unusableAnswerLink();
        }
        const holder = holderOf(ask);
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'requester', name: holder.name, email: holder.email },
          action: 'check_in.contact_answered',
          subject: null,
          detail: `${describeHolder(holder)}: ${contactAnswerLabels[answer]}`,
        });
        let grant: GrantRecord | null = null;
        let request: ContactAnswerOutcome['request'] = null;
        if (answer === 'fine') {
          await onContactSaidFine(tx, deps, owner, holder);
        } else if (answer === 'unwell') {
          grant = await makeGrant(tx, owner, {
            level: 'basic',
            emergency: true,
            holder,
            source: 'check_in',
            note: `${holder.name} said you are unwell or in hospital`,
          });
          // Unwell is alive: a claim of their passing waiting meanwhile is refused.
          await rejectWaitingFullRequests(tx, deps, owner, {
            kind: 'contact',
            name: holder.name,
            said: 'unwell',
          });
        } else if (!isRequestRound(ask.round)) {
          request = await reportPassing(tx, owner, ask);
        } else {
          // A full request waits already: this answer is the owner's to read, not another one.
          await notify.owner(
            tx,
            owner,
            'A trusted contact said you have passed away',
            `${describeHolder(holder)} answered "${contactAnswerLabels.passed_away}" while a ` +
              `request for full access to your plan waits. Check in, or reject it, if you are well.`,
          );
        }
        return { grant, request, owner };
      });
      deps.mail?.kick();
      deps.jobs?.kick();
      if (outcome.grant) setViewerCookie(ctx, outcome.grant);
      return {
        answer,
        grant: outcome.grant ? toViewerGrant(outcome.grant, outcome.owner) : null,
        request: outcome.request,
      };
    },
  };
}

export type ContactAnswers = ReturnType<typeof contactAnswers>;
