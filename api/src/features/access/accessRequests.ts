import type { Context } from 'koa';
import {
  accessLevelRank,
  type AccessHolder,
  type AccessLevel,
  type AccessRequestInput,
  type AccessRequestOutcome,
  type AccessRequestSummary,
  type RehearsalInput,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { StoredAccessRequest, StoredCard, UnitOfWork, UserRecord } from '../../storage/port';
import { setViewerCookie } from '../../session/viewerCookie';
import type { FeatureDependencies } from '../dependencies';
import type { AccessDependencies } from './accessDependencies';
import { grantMaker, toViewerGrant } from './grants';
import { isGrantActive } from './grantActive';
import { describeHolder, notifier } from './notify';
import { cancelRequestJobs, scheduleRelease, scheduleReminders } from './accessJobs';
import { messageDelivery } from '../messages/deliver';
import { requestState } from './requestState';
import {
  evidenceContext,
  openSealedEvidence,
  outcomeMail,
  requestLinkOf,
  type SealedEvidence,
} from './requestLinks';
import { fullRequestGrantsAt, promptOwner } from './waitingPeriod';
import { startContactLadder } from '../checkIns/ladder';
import { accessKeyMatches, hashAccessKey, newClaimToken, sameSecret, sha256 } from './secrets';

// The ways a trusted person asks for access (decisions §2), each checked on the server:
// a card and an emergency reason (basic), the owner's email and key or a standard card
// (standard), or evidence that waits for the owner's waiting period or an admin (full; only
// an admin when the owner cannot be reached by email: see waitingPeriod.ts).
// Nothing in an answer, its timing or a mail to the requester tells whether the owner named
// exists before a grant does. The demo account takes no requests: to every way in it is an
// owner who does not exist, so nobody can write to its log, notices or requests.

/** One answer for an unknown owner, a wrong key and a wrong code: nothing to tell them apart. */
export const accessRefused = () =>
  new HttpError(
    403,
    'access_refused',
    'These details do not match an active access. Please check them and try again.',
  );

/** A card's id and code, as printed on it (or read from its QR code). */
interface CardAttempt {
  cardId: string;
  cardCode: string;
}

/** Basic access always comes with a card; standard with a card when one is given, else a key. */
const opensWithCard = (input: { level: AccessLevel; cardId?: string }) =>
  input.level === 'basic' || (input.level === 'standard' && Boolean(input.cardId));

const cardContext = (cardId: string) => `card:${cardId}`;
// Compared against when no key exists, so an unknown owner takes as long as a wrong key.
const NO_KEY_HASH = hashAccessKey('LEGACY-NOKEY0-0000');
/** Refused attempts on one plan are told to its owner at most once in this long. */
const REFUSALS_TOLD_EVERY_MS = 60 * 60_000;

export function accessRequests(deps: AccessDependencies & Pick<FeatureDependencies, 'jobs'>) {
  const { store, sealer, clock } = deps;
  const makeGrant = grantMaker(deps);
  const notify = notifier(deps);
  const messages = messageDelivery(deps);

  /**
   * The attempt goes into the owner's log (when there is a known owner), then 403. The owner is
   * told of the first refusal of an hour at once; the others of that hour are in the log only,
   * so a burst of wrong keys makes one notice and one email, not one each.
   */
  async function refuse(owner: UserRecord | null, holder: AccessHolder, detail: string) {
    if (owner) {
      const refusals = await store.rateLimits.hit(
        `access-refusals:${owner.id}`,
        REFUSALS_TOLD_EVERY_MS,
      );
      const firstOfWindow = refusals.count === 1;
      await store.unitOfWork(async (tx) => {
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'requester', name: holder.name, email: holder.email },
          action: 'request.refused',
          subject: null,
          detail,
        });
        if (!firstOfWindow) return;
        await notify.owner(
          tx,
          owner,
          'A request for access to your plan was refused',
          `${describeHolder(holder)} asked for access to your plan and was refused: ${detail}. ` +
            'Any other refused attempt in the next hour is written to your access log without another notice.',
        );
      });
      if (firstOfWindow) deps.mail?.kick();
    }
    return accessRefused();
  }

  async function granted(
    ctx: Context,
    owner: UserRecord,
    grant: Awaited<ReturnType<typeof makeGrant>>,
  ): Promise<AccessRequestOutcome> {
    setViewerCookie(ctx, grant);
    deps.mail?.kick();
    return { status: 'granted', grant: toViewerGrant(grant, owner) };
  }

  function openCard(card: StoredCard): string {
    return sealer.open(card.sealedCode, cardContext(card.cardId)) as string;
  }

  const mayBeAsked = (owner: UserRecord | null) => (owner && !owner.isDemo ? owner : null);
  const ownerNamed = async (email: string) =>
    mayBeAsked(await store.users.findByEmail(email.trim()));

  /**
   * The one check of a card, for /access and the owner's rehearsal: it exists on the plan of an
   * owner who may be asked (the owner given, when there is one), its code matches, it is
   * enabled and unexpired, and it opens `level`. The problem is for the owner's log only.
   */
  async function checkCard(
    given: CardAttempt,
    level: AccessLevel,
    ownerExpected: UserRecord | null = null,
  ): Promise<{ owner: UserRecord | null; cardId: string; problem: string | null }> {
    const cardId = given.cardId.trim().toUpperCase();
    const found = await store.cards.get(cardId);
    const owner = mayBeAsked(found ? await store.users.findById(found.ownerId) : null);
    const card = owner && (!ownerExpected || owner.id === ownerExpected.id) ? found : null;
    const problem = !card
      ? 'no such card'
      : !sameSecret(given.cardCode.trim(), openCard(card))
        ? 'wrong card code'
        : !card.isEnabled
          ? 'the card is disabled'
          : Date.parse(card.expirationDate) <= clock().getTime()
            ? 'the card has expired'
            : accessLevelRank[card.accessLevel] < accessLevelRank[level]
              ? `the card opens ${card.accessLevel} access only`
              : null;
    return { owner: card ? owner : null, cardId, problem };
  }

  async function withCard(ctx: Context, input: AccessRequestInput, holder: AccessHolder) {
    const { owner, cardId, problem } = await checkCard(
      { cardId: input.cardId!, cardCode: input.cardCode! },
      input.level,
    );
    const attempt = `${input.level} access with card ${cardId}`;
    if (problem || !owner) throw await refuse(owner, holder, `${attempt}, ${problem}`);
    const emergency = input.level === 'basic';
    const grant = await store.unitOfWork((tx) =>
      makeGrant(tx, owner, {
        level: input.level,
        emergency,
        holder,
        source: 'card',
        note: emergency ? input.emergencyReason!.trim().slice(0, 200) : undefined,
      }),
    );
    return granted(ctx, owner, grant);
  }

  /**
   * The one check of a key, for /access, the journey's request to help and the owner's
   * rehearsal: the owner may be asked, has a key, and this is it (against its stored hash).
   */
  async function keyOpens(owner: UserRecord | null, key: string): Promise<boolean> {
    const stored = owner ? await store.accessKeys.get(owner.id) : null;
    const matches = await accessKeyMatches(key, stored?.keyHash ?? (await NO_KEY_HASH));
    return Boolean(stored) && matches;
  }

  async function checkKey(ownerEmail: string, key: string) {
    const owner = await ownerNamed(ownerEmail);
    return { owner, matches: await keyOpens(owner, key) };
  }

  async function withKey(ctx: Context, input: AccessRequestInput, holder: AccessHolder) {
    const { owner, matches } = await checkKey(input.ownerEmail!, input.accessKey!);
    if (!owner || !matches) {
      throw await refuse(owner, holder, 'standard access with a wrong access key');
    }
    const grant = await store.unitOfWork((tx) =>
      makeGrant(tx, owner, { level: 'standard', emergency: false, holder, source: 'access_key' }),
    );
    return granted(ctx, owner, grant);
  }

  const pending = (requestId: string, claimToken: string, grantsAt: string | null) =>
    ({ status: 'pending', requestId, claimToken, grantsAt }) as const;

  /** What the requester is told by email while a request waits: never whose plan it is. */
  const receivedMail = (level: AccessLevel, grantsAt: string | null, link: string) => ({
    subject: `Your request for ${level} access`,
    text:
      `We received your request for ${level} access to a plan. If the details match, the ` +
      `person who made it is told and can refuse it. ${
        grantsAt
          ? `Unless it is refused, access opens on ${grantsAt.slice(0, 10)}.`
          : 'Access opens when they approve it.'
      }\n\nCheck it here: ${link}\n`,
  });

  /**
   * A full request, which waits for the waiting period or an admin. Without an owner who may be
   * asked, it is answered and mailed about as any other, and kept only so that its claim answers
   * alike, but it never grants. (A loved one asks to help with a plan instead: features/helpers.)
   */
  async function waitingRequest(
    owner: UserRecord | null,
    holder: AccessHolder,
    evidence: Record<string, string>,
  ): Promise<AccessRequestOutcome> {
    const claimToken = newClaimToken();
    const level: AccessLevel = 'full';
    const madeAt = clock();
    const grantsAt = await fullRequestGrantsAt(store, deps, owner?.id ?? null, madeAt);
    const request = await store.unitOfWork(async (tx) => {
      const made = owner
        ? await tx.accessRequests.create({
            ownerId: owner.id,
            level,
            method: 'evidence',
            holder,
            sealedEvidence: sealer.seal(
              { evidence, claimToken } satisfies SealedEvidence,
              evidenceContext(owner.id),
            ),
            claimTokenHash: sha256(claimToken),
            grantsAt,
          })
        : await tx.unmatchedRequests.create({ claimTokenHash: sha256(claimToken), grantsAt });
      if (owner) {
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'requester', name: holder.name, email: holder.email },
          action: 'request.received',
          subject: { type: 'request', id: made.id },
          detail:
            'Full access, with a death certificate number, a medical validation code and an identity code',
        });
        await promptOwner(tx, deps, owner, { id: made.id, holder, grantsAt });
        // The owner's trusted contacts are asked too, one at a time (not the requester).
        await startContactLadder(tx, deps, owner, {
          requestId: made.id,
          excludeEmail: holder.email,
        });
        if (grantsAt) {
          await scheduleReminders(tx, { id: made.id, ownerId: owner.id }, madeAt, grantsAt);
          await scheduleRelease(tx, { id: made.id, ownerId: owner.id }, grantsAt);
        }
      }
      const mail = receivedMail(level, grantsAt, requestLink(made.id, claimToken));
      await notify.requester(tx, holder, mail.subject, mail.text);
      return made;
    });
    deps.mail?.kick();
    // The first trusted contact's question is due at once.
    deps.jobs?.kick();
    return pending(request.id, claimToken, grantsAt);
  }

  /** The claim of a request that named no owner who may be asked: as a real one, never granted. */
  async function claimUnmatched(id: string, token: string): Promise<AccessRequestOutcome> {
    const unmatched = await store.unmatchedRequests.get(id);
    if (!unmatched || !sameSecret(sha256(token), unmatched.claimTokenHash)) throw accessRefused();
    // Once a real one would have been granted, it answers as one its owner refused.
    if (unmatched.grantsAt && Date.parse(unmatched.grantsAt) <= clock().getTime()) {
      throw accessRefused();
    }
    return pending(id, token, unmatched.grantsAt);
  }

  const requestLink = (id: string, token: string) => requestLinkOf(deps.config, id, token);

  function summary(request: StoredAccessRequest): AccessRequestSummary {
    const sealed = openSealedEvidence(sealer, request);
    return {
      id: request.id,
      level: request.level,
      method: request.method,
      holder: request.holder,
      createdAt: request.createdAt,
      grantsAt: request.grantsAt,
      ...requestState(request, clock()),
      claimed: request.grantId !== null,
      // The loved one's answers are for the owner to judge; full evidence is for admins.
      answers: request.method === 'questions' ? sealed.evidence : null,
    };
  }

  /** A waiting full request with its evidence, for an administrator to check. */
  function evidenceOf(request: StoredAccessRequest): Record<string, string> {
    return openSealedEvidence(sealer, request).evidence;
  }

  return {
    summary,
    evidenceOf,
    /** The key check of /access, for someone asking to help with a plan (features/helpers). */
    checkKey,
    /** Logs and tells the owner of a refused attempt, as /access does; answers its 403. */
    refuse,
    /** The owner an email names, when they may be asked (never the demo account). */
    ownerNamed,

    /** POST /api/access/requests. */
    async request(ctx: Context, input: AccessRequestInput): Promise<AccessRequestOutcome> {
      const holder: AccessHolder = {
        name: input.requester.name.trim(),
        email: input.requester.email.trim().toLowerCase(),
        relationship: input.requester.relationship.trim(),
      };
      if (opensWithCard(input)) return withCard(ctx, input, holder);
      if (input.level === 'standard') return withKey(ctx, input, holder);
      return waitingRequest(await ownerNamed(input.ownerEmail!), holder, {
        deathCertificate: input.deathCertificate!.trim(),
        medicalValidation: input.medicalValidation!.trim(),
        identityProof: input.identityProof!.trim(),
      });
    },

    /**
     * POST /api/privacy/rehearsal: whether /access would let this card or key into the owner's
     * own plan at the level asked, by the same checks; refused with the same answer when not.
     * It grants, logs and tells nothing: the owner is the one asking. Full evidence is checked
     * by an administrator or the waiting period, never here.
     */
    async rehearse(owner: UserRecord, input: RehearsalInput): Promise<void> {
      if (input.level === 'full') return;
      if (opensWithCard(input)) {
        const card = { cardId: input.cardId!, cardCode: input.cardCode! };
        if ((await checkCard(card, input.level, owner)).problem) throw accessRefused();
      } else if (!(await keyOpens(mayBeAsked(owner), input.accessKey!))) {
        throw accessRefused();
      }
    },

    /** POST /api/access/requests/{id}/claim: the requester's grant, once it is granted. */
    async claim(ctx: Context, id: string, token: string): Promise<AccessRequestOutcome> {
      const request = await store.accessRequests.get(id);
      if (!request) return claimUnmatched(id, token);
      if (!sameSecret(sha256(token), request.claimTokenHash)) throw accessRefused();
      const { state, decidedBy } = requestState(request, clock());
      if (state === 'pending') return pending(id, token, request.grantsAt);
      const owner = await store.users.findById(request.ownerId);
      if (state === 'rejected' || !owner) throw accessRefused();
      if (!request.grantId) {
        const grant = await store
          .unitOfWork(async (tx) => {
            const made = await makeGrant(tx, owner, {
              level: request.level,
              emergency: false,
              holder: request.holder,
              source: request.method === 'questions' ? 'loved_one' : 'request',
            });
            // Of two claims at once, one makes the grant; the other rolls back and reads it.
            if (!(await tx.accessRequests.attachGrant(id, made.id))) throw new ClaimedMeanwhile();
            // The waiting period's full grant is the after-passing release, made here if the
            // requester claims before its job runs (an admin's verification made it at once).
            if (request.level === 'full' && decidedBy === 'waiting_period') {
              await messages.release(tx, owner);
            }
            return made;
          })
          .catch((error: unknown) => {
            if (error instanceof ClaimedMeanwhile) return null;
            throw error;
          });
        if (grant) return granted(ctx, owner, grant);
      }
      const linked = await store.accessRequests.get(id);
      const grant = linked?.grantId ? await store.grants.get(linked.grantId) : null;
      if (!grant || !isGrantActive(grant, clock())) throw accessRefused();
      return granted(ctx, owner, grant);
    },

    /**
     * The owner approves or rejects, or an admin verifies or rejects, once. Only the owner
     * decides a loved one's request (the answers are theirs to judge), and only the owner may
     * still refuse a request the waiting period granted, until the requester claims it.
     */
    async decide(
      request: StoredAccessRequest,
      decision: 'approved' | 'rejected' | 'verified',
      actor: { kind: 'owner' } | { kind: 'admin'; userId: string; name: string },
    ): Promise<AccessRequestSummary> {
      if (actor.kind === 'admin' && request.method !== 'evidence') {
        throw new HttpError(
          403,
          'owner_decides',
          'Only the owner of the plan decides a loved one’s request.',
        );
      }
      if (actor.kind === 'admin' && requestState(request, clock()).state !== 'pending') {
        throw alreadyDecided();
      }
      const owner = await store.users.findById(request.ownerId);
      const decided = await store.unitOfWork(async (tx: UnitOfWork) => {
        const changed = await tx.accessRequests.decide(request.id, decision, clock().toISOString());
        if (!changed || !owner) return null;
        await cancelRequestJobs(tx, changed);
        await tx.events.append({
          ownerId: owner.id,
          actor,
          action: `request.${decision}`,
          subject: { type: 'request', id: request.id },
          detail: `${request.level[0]!.toUpperCase()}${request.level.slice(1)} access for ${describeHolder(request.holder)}`,
        });
        const sealed = openSealedEvidence(sealer, request);
        const mail = outcomeMail(
          request,
          decision === 'rejected'
            ? { granted: false }
            : { granted: true, link: requestLink(request.id, sealed.claimToken) },
        );
        await notify.requester(tx, request.holder, mail.subject, mail.text);
        // An admin's verification of the evidence is the after-passing release.
        if (decision === 'verified' && request.level === 'full') {
          await messages.release(tx, owner);
        }
        if (actor.kind === 'admin') {
          await notify.owner(
            tx,
            owner,
            decision === 'verified'
              ? 'A request for access to your plan was verified'
              : 'A request for access to your plan was refused',
            decision === 'verified'
              ? `An administrator verified the evidence of ${describeHolder(request.holder)}: they now have full access to your plan. You can revoke it in your Privacy tab.`
              : `An administrator found the evidence of ${describeHolder(request.holder)} did not hold, and refused their request for full access.`,
          );
        }
        return changed;
      });
      if (!decided) throw alreadyDecided();
      deps.mail?.kick();
      return summary(decided);
    },
  };
}

class ClaimedMeanwhile extends Error {}

const alreadyDecided = () =>
  new HttpError(
    409,
    'already_decided',
    'This request was already decided, or it can no longer be: its waiting period is over, or its grant is in use.',
  );
