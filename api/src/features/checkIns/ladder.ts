import {
  CHECK_IN_GRACE_PERIOD_DAYS,
  CHECK_IN_LINK_PATH,
  CHECK_IN_REMINDER_AFTER_DAYS,
  CONTACT_ANSWER_LINK_DAYS,
  CONTACT_ANSWER_PATH,
  CONTACT_ANSWER_WAIT_DAYS,
  DAY_IN_MS,
  checkInSchedule,
  contactAnswerLabels,
  contactQuestion,
} from '@legacy-planner/contracts';
import type { JobDependencies, JobKinds } from '../../jobs/jobKinds';
import type { StoredJob, UnitOfWork, UserRecord } from '../../storage/port';
import { requestState } from '../access/requestState';
import { rejectWaitingFullRequests } from '../access/waitingPeriod';
import { issueLink, newToken, hashToken } from '../security/emailLinks';

// The missed-check-in ladder (issue 27), as jobs: a prompt to the owner when a check-in is due,
// a reminder, then after the grace period the owner's ordered trusted contacts asked "Is … OK?"
// one at a time, each given CONTACT_ANSWER_WAIT_DAYS before the next. A waiting full request
// asks the same contacts (startContactLadder). Silence releases nothing: a ladder nobody
// answers ends, and the count starts again. Every job works out again when it runs whether its
// step still applies (the owner may have checked in, paused, or changed their settings since it
// was scheduled), so a late job asks nobody.

export const CHECK_IN_PROMPT = 'check_in.prompt';
export const CHECK_IN_REMINDER = 'check_in.reminder';
/** A missed check-in's question to the contact at `index`. */
export const CHECK_IN_ASK = 'check_in.ask';
/** A waiting full request's question to the contact at `index`. */
export const REQUEST_ASK = 'check_in.request_ask';

/** Which round: a missed check-in's is named after its prompt's time, as the schedule gives it. */
interface RoundPayload {
  round: string;
}
interface AskPayload extends RoundPayload {
  index: number;
}
interface RequestAskPayload {
  requestId: string;
  index: number;
  excludeEmail: string;
}

const missedRound = (promptAt: string) => `missed:${promptAt}`;
const requestRound = (requestId: string) => `request:${requestId}`;
export const isRequestRound = (round: string) => round.startsWith('request:');

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
const day = (iso: string) => iso.slice(0, 10);
const payloadOf = <T>(job: StoredJob) => job.payload as unknown as T;

/** The owner's settings and the schedule of their current round, as of now. */
async function currentRound(tx: Pick<UnitOfWork, 'checkIns'>, ownerId: string, now: Date) {
  const settings = await tx.checkIns.getSettings(ownerId);
  if (!settings || settings.rhythm === 'off') return null;
  const last = await tx.checkIns.lastCheckIn(ownerId);
  const schedule = checkInSchedule(settings, last?.at ?? null, now);
  if (!schedule.nextPromptAt) return null;
  return { settings, schedule, round: missedRound(schedule.nextPromptAt) };
}

/** The owner's current round as of now (null while check-ins are off). */
export const currentRoundName = async (
  tx: Pick<UnitOfWork, 'checkIns'>,
  ownerId: string,
  now: Date,
): Promise<string | null> => (await currentRound(tx, ownerId, now))?.round ?? null;

/**
 * Whether a round's questions may still be answered: a missed check-in's until the owner checks
 * in (or a contact's "They're fine" starts the count again), a request's while it waits.
 */
export async function isRoundOpen(
  tx: Pick<UnitOfWork, 'checkIns' | 'accessRequests'>,
  ownerId: string,
  round: string,
  now: Date,
): Promise<boolean> {
  if (isRequestRound(round)) {
    const request = await tx.accessRequests.get(round.slice('request:'.length));
    return request?.ownerId === ownerId && requestState(request, now).state === 'pending';
  }
  return (await currentRound(tx, ownerId, now))?.round === round;
}

/**
 * Cancels the owner's waiting prompt, reminder and questions of a missed check-in and schedules
 * the next prompt from their settings and last check-in (nothing while check-ins are off). Call
 * it in the unit of work of whatever changes those: a check-in of any kind, new settings that
 * move the round.
 */
export async function rescheduleLadder(
  tx: UnitOfWork,
  deps: Pick<JobDependencies, 'clock'>,
  ownerId: string,
  /** The kind of the job calling this: a running job must not cancel itself. */
  runningKind?: string,
): Promise<void> {
  for (const kind of [CHECK_IN_PROMPT, CHECK_IN_REMINDER, CHECK_IN_ASK]) {
    if (kind !== runningKind) await tx.jobs.cancel(ownerId, kind);
  }
  const current = await currentRound(tx, ownerId, deps.clock());
  if (!current) return;
  const payload: RoundPayload = { round: current.round };
  await tx.jobs.schedule({
    kind: CHECK_IN_PROMPT,
    ownerId,
    payload: { ...payload },
    dueAt: current.schedule.nextPromptAt!,
    dedupeKey: `${ownerId}:${current.round}`,
  });
}

/** The count starts again now (as a check-in would start it), without claiming one was made. */
async function restartCount(
  tx: UnitOfWork,
  deps: Pick<JobDependencies, 'clock'>,
  ownerId: string,
  runningKind?: string,
) {
  const settings = await tx.checkIns.getSettings(ownerId);
  const now = deps.clock().toISOString();
  if (settings && settings.rhythm !== 'off') {
    await tx.checkIns.putSettings(ownerId, { ...settings, rhythmSince: now }, now);
  }
  await rescheduleLadder(tx, deps, ownerId, runningKind);
}

function ladderMail(deps: JobDependencies) {
  const { config } = deps;
  const privacyTab = `${config.publicUrl}/app?tab=privacy`;
  return {
    checkInLink: (token: string) =>
      `${config.publicUrl}${CHECK_IN_LINK_PATH}?token=${encodeURIComponent(token)}`,
    answerLink: (token: string) =>
      `${config.publicUrl}${CONTACT_ANSWER_PATH}?token=${encodeURIComponent(token)}`,
    privacyTab,
  };
}

/**
 * Asks the owner to check in: an email with an "I'm OK" link (when the server sends email) and a
 * notice in the app, logged. `reminder` words it as the reminder.
 */
export async function sendCheckInPrompt(
  tx: UnitOfWork,
  deps: JobDependencies,
  owner: UserRecord,
  options: { reminder?: boolean; because?: string } = {},
): Promise<void> {
  const now = deps.clock();
  const links = ladderMail(deps);
  const ask = options.reminder
    ? 'Reminder: we have not heard from you since your check-in was due.'
    : 'It is time to check in with Legacy Planner.';
  const why = options.because ? ` ${options.because}` : '';
  await tx.notices.add(owner.id, `${ask}${why} Choose "I'm OK" in your Privacy tab to check in.`);
  if (deps.mail) {
    const token = await issueLink(tx, owner, 'check_in', owner.email, now);
    await tx.mailOutbox.enqueue({
      to: owner.email,
      subject: options.reminder ? 'Reminder: are you OK?' : 'Are you OK? Please check in',
      text:
        `Hello ${firstName(owner.name)},\n\n${ask}${why} Open this link and press "I'm OK" to tell us you are:\n\n` +
        `I'm OK: ${links.checkInLink(token)}\n\n` +
        `If we do not hear from you within ${CHECK_IN_GRACE_PERIOD_DAYS} days of the first ` +
        `email, we ask your trusted contacts, one at a time, whether you are OK. Nothing in your ` +
        `plan is released because of silence.\n\nYour check-ins: ${links.privacyTab}\n`,
      urgent: true,
    });
  }
  await tx.events.append({
    ownerId: owner.id,
    actor: { kind: 'system', name: 'Check-ins' },
    action: options.reminder ? 'check_in.reminder_sent' : 'check_in.prompt_sent',
    subject: null,
    detail: deps.mail
      ? `To ${owner.email}, and in the app`
      : 'In the app (this server sends no email)',
  });
}

/** The owner's ordered contacts that can be asked, from `index` on, without `excludeEmail`. */
async function nextContact(
  tx: UnitOfWork,
  ownerId: string,
  contactIds: readonly string[],
  index: number,
  excludeEmail: string | null,
) {
  for (let at = index; at < contactIds.length; at++) {
    const contact = await tx.contacts.get(ownerId, contactIds[at]!);
    const email = contact?.email.trim().toLowerCase();
    if (!contact || !email || email === excludeEmail) continue;
    return { index: at, contact, email };
  }
  return null;
}

/** Asks one contact "Is <owner> OK?" by email with its answer link, logged. */
async function askContact(
  tx: UnitOfWork,
  deps: JobDependencies,
  owner: UserRecord,
  round: string,
  found: NonNullable<Awaited<ReturnType<typeof nextContact>>>,
  why: string,
) {
  const now = deps.clock();
  const token = newToken();
  const name = `${found.contact.firstName} ${found.contact.lastName}`.trim();
  await tx.contactAsks.create({
    ownerId: owner.id,
    round,
    contactId: found.contact.id,
    contactName: name,
    contactEmail: found.email,
    contactRelationship: found.contact.relation,
    tokenHash: hashToken(token),
    askedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CONTACT_ANSWER_LINK_DAYS * DAY_IN_MS).toISOString(),
  });
  const who = firstName(owner.name);
  await tx.mailOutbox.enqueue({
    to: found.email,
    subject: contactQuestion(who),
    text:
      `Hello ${found.contact.firstName},\n\n${owner.name} named you in Legacy Planner as someone ` +
      `to ask if they stop answering. ${why}\n\n${contactQuestion(who)} Please tell us here ` +
      `(the page asks you to choose one answer: "${contactAnswerLabels.fine}", ` +
      `"${contactAnswerLabels.unwell}" or "${contactAnswerLabels.passed_away}"):\n\n` +
      `${ladderMail(deps).answerLink(token)}\n\n` +
      `If we do not hear from you within ${CONTACT_ANSWER_WAIT_DAYS} days, we ask the next ` +
      `person ${who} named. The link works for ${CONTACT_ANSWER_LINK_DAYS} days.\n`,
    urgent: true,
  });
  await tx.events.append({
    ownerId: owner.id,
    actor: { kind: 'system', name: 'Check-ins' },
    action: 'check_in.contact_asked',
    subject: null,
    detail: `${name} (${found.email}${found.contact.relation ? `, ${found.contact.relation}` : ''})`,
  });
}

const answeredIn = async (tx: UnitOfWork, ownerId: string, round: string) =>
  (await tx.contactAsks.listForRound(ownerId, round)).some((ask) => ask.answer !== null);

/**
 * Asks the owner's ordered contacts (but the requester) "Is <owner> OK?", one at a time, while
 * a full request waits; the first is asked at once. Call it in the unit of work that makes the
 * request (and kick the job worker after it commits). A contact's "They're fine" calls
 * onContactSaidFine; the asking stops once the request is no longer pending or anyone answered.
 */
export async function startContactLadder(
  tx: UnitOfWork,
  deps: Pick<JobDependencies, 'clock'>,
  owner: Pick<UserRecord, 'id'>,
  { requestId, excludeEmail }: { requestId: string; excludeEmail: string },
): Promise<void> {
  // Nobody to ask: no question is scheduled (the owner's own prompt still goes out).
  if (!(await tx.checkIns.getSettings(owner.id))?.contactIds.length) return;
  const payload: RequestAskPayload = {
    requestId,
    index: 0,
    excludeEmail: excludeEmail.trim().toLowerCase(),
  };
  await tx.jobs.schedule({
    kind: REQUEST_ASK,
    ownerId: owner.id,
    payload: { ...payload },
    dueAt: deps.clock(),
    dedupeKey: `${requestId}:0`,
  });
}

/**
 * A trusted contact answered "They're fine": the owner is told (notice and email), the asking
 * stops (every waiting question of a missed check-in or of a request), and the count starts
 * again from now, so the next prompt is one rhythm away. In the caller's unit of work.
 */
export async function onContactSaidFine(
  tx: UnitOfWork,
  deps: JobDependencies,
  owner: UserRecord,
  contact: { name: string; email: string },
): Promise<void> {
  await tx.jobs.cancel(owner.id, REQUEST_ASK);
  await restartCount(tx, deps, owner.id);
  // Someone who knows the owner is well: a claim of their passing waiting meanwhile is refused.
  await rejectWaitingFullRequests(tx, deps, owner, {
    kind: 'contact',
    name: contact.name,
    said: 'fine',
  });
  const text =
    `${contact.name} (${contact.email}) told us you are fine, when we asked them because we ` +
    `had not heard from you. Checking in yourself, or signing in, saves them the question.`;
  await tx.notices.add(owner.id, text);
  if (deps.mail) {
    await tx.mailOutbox.enqueue({
      to: owner.email,
      subject: `${firstName(contact.name)} told us you are fine`,
      text: `${text}\n\nYour check-ins: ${ladderMail(deps).privacyTab}\n`,
    });
  }
}

export const ladderJobs = {
  [CHECK_IN_PROMPT]: {
    label: 'your check-in email',
    async run(job, tx, deps) {
      const { round } = payloadOf<RoundPayload>(job);
      const now = deps.clock();
      const current = await currentRound(tx, job.ownerId!, now);
      // Checked in, paused or changed since: this round is not the owner's any more.
      if (!current || current.round !== round || current.schedule.paused) return;
      const owner = await tx.users.findById(job.ownerId!);
      if (!owner) return;
      await sendCheckInPrompt(tx, deps, owner);
      // Counted from when the prompt went out, so a late prompt still leaves the owner the
      // whole grace period before anyone is asked.
      const from = now.getTime();
      await tx.jobs.schedule({
        kind: CHECK_IN_REMINDER,
        ownerId: owner.id,
        payload: { round },
        dueAt: new Date(from + CHECK_IN_REMINDER_AFTER_DAYS * DAY_IN_MS),
        dedupeKey: `${owner.id}:${round}`,
      });
      const ask: AskPayload = { round, index: 0 };
      await tx.jobs.schedule({
        kind: CHECK_IN_ASK,
        ownerId: owner.id,
        payload: { ...ask },
        dueAt: new Date(from + CHECK_IN_GRACE_PERIOD_DAYS * DAY_IN_MS),
        dedupeKey: `${owner.id}:${round}:0`,
      });
    },
  },
  [CHECK_IN_REMINDER]: {
    label: 'your check-in reminder',
    async run(job, tx, deps) {
      const { round } = payloadOf<RoundPayload>(job);
      const current = await currentRound(tx, job.ownerId!, deps.clock());
      if (!current || current.round !== round) return;
      const owner = await tx.users.findById(job.ownerId!);
      if (owner) await sendCheckInPrompt(tx, deps, owner, { reminder: true });
    },
  },
  [CHECK_IN_ASK]: {
    label: 'asking your trusted contacts whether you are OK',
    async run(job, tx, deps) {
      const { round, index } = payloadOf<AskPayload>(job);
      const now = deps.clock();
      const current = await currentRound(tx, job.ownerId!, now);
      if (!current || current.round !== round) return;
      // Someone answered: what their answer did stands, nobody else is asked this round.
      if (await answeredIn(tx, job.ownerId!, round)) return;
      const owner = await tx.users.findById(job.ownerId!);
      if (!owner) return;
      const found = deps.mail
        ? await nextContact(tx, owner.id, current.settings.contactIds, index, null)
        : null;
      if (!found) {
        // Nobody left to ask (or no way to): nothing is released, and the count starts again.
        const asked = (await tx.contactAsks.listForRound(owner.id, round)).length;
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'system', name: 'Check-ins' },
          action: 'check_in.ladder_ended',
          subject: null,
          detail:
            asked === 0
              ? 'No trusted contact could be asked; nothing was released'
              : `${asked} trusted contact${asked === 1 ? ' was' : 's were'} asked and none answered; nothing was released`,
        });
        await tx.notices.add(
          owner.id,
          `We have not heard from you since your check-in was due on ${day(round.slice(7))}` +
            `${asked > 0 ? ', and none of your trusted contacts answered' : ''}. Nothing was ` +
            `released. Please check in in your Privacy tab.`,
        );
        // Its own round's only waiting step is this one: nothing else of its kind to cancel.
        await restartCount(tx, deps, owner.id, CHECK_IN_ASK);
        return;
      }
      const since = (await tx.checkIns.lastCheckIn(owner.id))?.at;
      await askContact(
        tx,
        deps,
        owner,
        round,
        found,
        `${firstName(owner.name)} has not checked in ${since ? `since ${day(since)}` : 'yet'}, ` +
          `and did not answer our emails since their check-in was due on ${day(round.slice(7))}.`,
      );
      const next: AskPayload = { round, index: found.index + 1 };
      await tx.jobs.schedule({
        kind: CHECK_IN_ASK,
        ownerId: owner.id,
        payload: { ...next },
        dueAt: new Date(now.getTime() + CONTACT_ANSWER_WAIT_DAYS * DAY_IN_MS),
        dedupeKey: `${owner.id}:${round}:${next.index}`,
      });
    },
  },
  [REQUEST_ASK]: {
    label: 'asking your trusted contacts about a request for full access',
    async run(job, tx, deps) {
      const { requestId, index, excludeEmail } = payloadOf<RequestAskPayload>(job);
      const now = deps.clock();
      const request = await tx.accessRequests.get(requestId);
      if (!request || requestState(request, now).state !== 'pending') return;
      const round = requestRound(requestId);
      if (await answeredIn(tx, request.ownerId, round)) return;
      const owner = await tx.users.findById(request.ownerId);
      const settings = await tx.checkIns.getSettings(request.ownerId);
      if (!owner || !deps.mail) return;
      const found = await nextContact(
        tx,
        owner.id,
        settings?.contactIds ?? [],
        index,
        excludeEmail,
      );
      if (!found) return;
      await askContact(
        tx,
        deps,
        owner,
        round,
        found,
        `Someone asked for full access to ${firstName(owner.name)}'s plan, saying they have ` +
          `passed away. Unless ${firstName(owner.name)} or someone who knows them says otherwise, ` +
          `it will be granted on ${day(request.grantsAt ?? now.toISOString())}.`,
      );
      const next: RequestAskPayload = { requestId, index: found.index + 1, excludeEmail };
      await tx.jobs.schedule({
        kind: REQUEST_ASK,
        ownerId: owner.id,
        payload: { ...next },
        dueAt: new Date(now.getTime() + CONTACT_ANSWER_WAIT_DAYS * DAY_IN_MS),
        dedupeKey: `${requestId}:${next.index}`,
      });
    },
  },
} satisfies JobKinds;
