import type { Context } from 'koa';
import {
  MAX_HELPERS,
  MAX_WAITING_REQUESTS,
  helperRoleDescriptions,
  helperRoleLabels,
  type AccessHolder,
  type HelpedPlan,
  type HelperChange,
  type HelperRole,
  type Helping,
  type InviteHelperInput,
  type LovedOneAccessInput,
  type PlanHelper,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import { requireVerifiedEmail } from '../../routing/policy';
import { chosenHelperId, setChosenHelper } from '../../session/chosenPlan';
import type { HelperRecord, UnitOfWork, UserRecord } from '../../storage/port';
import { helperActorOf } from '../../routing/planActor';
import type { FeatureDependencies } from '../dependencies';
import { accessRefused, accessRequests } from '../access/accessRequests';
import { describeHolder } from '../access/notify';
import { helperChangeEvents, toHelperChange } from './helperChanges';

export const ASK_EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email before you ask to help: the person you ask is told it is you by this address. Open the link we emailed you, or send a new one from your Account page.';

// People who help with a plan (issue 28, decisions §7), only with its owner's consent: the
// owner invites them by email, or approves their request made through the journey (with the
// owner's access key or the identity answers, which the owner judges). The owner changes their
// role or removes them at any time; the helper accepts an invitation, leaves, and chooses the
// plan the session works on. Every step is in the owner's log, and mail tells the other side.

/** The identity questions of the journey, as the owner reads them. */
const questionLabels: Record<string, string> = {
  fullName: 'Full name',
  birthDate: 'Date of birth',
  mothersName: "Mother's maiden name",
  favoriteColor: 'Favourite colour',
};

const answersContext = (ownerId: string) => `helper-answers:${ownerId}`;

const notFound = () => new HttpError(404, 'not_found', 'No such helper.');

const roleInWords = (role: HelperRole) =>
  `${helperRoleLabels[role]}: ${helperRoleDescriptions[role]}`;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function helperService(deps: FeatureDependencies) {
  const { store, sealer, clock, config, mail } = deps;
  const access = accessRequests(deps);
  const appLink = `${config.publicUrl}/app`;
  const privacyTab = `${config.publicUrl}/app?tab=privacy`;

  function toPlanHelper(record: HelperRecord): PlanHelper {
    return {
      id: record.id,
      name: record.name,
      email: record.email,
      relationship: record.relationship,
      role: record.role,
      state: record.state,
      method: record.method,
      answers: record.sealedAnswers
        ? (sealer.open(record.sealedAnswers, answersContext(record.ownerId)) as Record<
            string,
            string
          >)
        : null,
      createdAt: record.createdAt,
      activeSince: record.activeSince,
    };
  }

  /**
   * Whether the helper may know the owner's name: not while a request rests on identity answers
   * the owner has not judged (anyone can type an email and guesses), so that asking never tells
   * a stranger whose account an address is. The access key is proof enough.
   */
  const namesOwner = (record: HelperRecord) =>
    !(record.state === 'requested' && record.method === 'questions');

  async function toHelpedPlan(record: HelperRecord): Promise<HelpedPlan | null> {
    const owner = await store.users.findById(record.ownerId);
    if (!owner) return null;
    return {
      helperId: record.id,
      ownerName: namesOwner(record) ? owner.name : owner.email,
      ownerEmail: owner.email,
      role: record.role,
      state: record.state,
      createdAt: record.createdAt,
    };
  }

  /** The helper's view of a record, or 404 when its owner closed their account meanwhile. */
  async function helpedPlan(record: HelperRecord): Promise<HelpedPlan> {
    const plan = await toHelpedPlan(record);
    if (!plan) throw notFound();
    return plan;
  }

  const mailTo = async (tx: UnitOfWork, to: string, subject: string, text: string) => {
    if (mail) await tx.mailOutbox.enqueue({ to, subject, text });
  };

  /** A notice for the owner, and the same words by email with a link to their helpers. */
  async function tellOwner(tx: UnitOfWork, owner: UserRecord, subject: string, text: string) {
    await tx.notices.add(owner.id, text);
    await mailTo(
      tx,
      owner.email,
      subject,
      `${text}\n\nSee the people who help with your plan in your Privacy tab: ${privacyTab}\n`,
    );
  }

  /** How many of the plan's places are taken: by helpers and invitations, and by requests. */
  async function placesTaken(ownerId: string) {
    const records = await store.helpers.listForOwner(ownerId);
    const waiting = records.filter((record) => record.state === 'requested').length;
    return { helpers: records.length - waiting, waiting };
  }

  const tooManyHelpers = (then: string) =>
    new HttpError(
      409,
      'too_many_helpers',
      `A plan can have at most ${MAX_HELPERS} helpers and invitations. Remove one first${then}.`,
    );

  /** The owner's record, or 404. */
  async function ownRecord(owner: UserRecord, id: string): Promise<HelperRecord> {
    const record = await store.helpers.get(id);
    if (!record || record.ownerId !== owner.id) throw notFound();
    return record;
  }

  /** A record of the signed-in user's (an invitation only to their verified email), or null. */
  const isTheirs = (record: HelperRecord, user: UserRecord) =>
    record.helperUserId === user.id ||
    (record.helperUserId === null &&
      record.state === 'invited' &&
      user.emailVerified &&
      sameEmail(record.email, user.email));

  async function theirRecord(user: UserRecord, id: string): Promise<HelperRecord> {
    const record = await store.helpers.get(id);
    if (!record || !isTheirs(record, user)) throw notFound();
    return record;
  }

  async function helping(ctx: Context, user: UserRecord): Promise<Helping> {
    const records = (await store.helpers.listForHelper(user.id, user.email)).filter((record) =>
      isTheirs(record, user),
    );
    const chosen = chosenHelperId(ctx);
    const active = records.find((record) => record.id === chosen && record.state === 'active');
    const plans = (await Promise.all(records.map(toHelpedPlan))).filter(
      (plan): plan is HelpedPlan => plan !== null,
    );
    const activePlan = active ? plans.find((plan) => plan.helperId === active.id) : undefined;
    if (chosen && !activePlan) setChosenHelper(ctx, null);
    return {
      active: activePlan
        ? { helperId: activePlan.helperId, ownerName: activePlan.ownerName, role: activePlan.role }
        : null,
      plans,
    };
  }

  const afterMail = <T>(value: T): T => {
    mail?.kick();
    return value;
  };

  return {
    // The owner's side.

    async list(owner: UserRecord): Promise<PlanHelper[]> {
      return (await store.helpers.listForOwner(owner.id)).map(toPlanHelper);
    },

    async invite(owner: UserRecord, input: InviteHelperInput): Promise<PlanHelper> {
      const email = input.email.trim().toLowerCase();
      const name = input.name.trim();
      if (sameEmail(email, owner.email)) {
        throw new HttpError(400, 'own_email', 'This is your own email: invite someone else.');
      }
      if ((await placesTaken(owner.id)).helpers >= MAX_HELPERS) throw tooManyHelpers('');
      const made = await store.unitOfWork(async (tx) => {
        const record = await tx.helpers.create({
          ownerId: owner.id,
          helperUserId: null,
          name,
          email,
          relationship: '',
          role: input.role,
          state: 'invited',
          method: 'invite',
          sealedAnswers: null,
          createdAt: clock().toISOString(),
        });
        if (!record) return null;
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'helper.invited',
          subject: { type: 'helper', id: record.id },
          detail: `${name} (${email}), ${helperRoleLabels[input.role]}`,
        });
        await mailTo(
          tx,
          email,
          `${owner.name} invites you to help with their plan`,
          `${owner.name} (${owner.email}) invites you to help with their plan on Legacy Planner.\n\n` +
            `What you may do: ${roleInWords(input.role)}\n\n` +
            `Sign in, or sign up, with this email address (${email}) at ${appLink}: the ` +
            'invitation waits for you in the plan switcher at the top of the page.\n',
        );
        return record;
      });
      if (!made) {
        throw new HttpError(
          409,
          'already_helper',
          'This person already helps with your plan, is invited, or asked to help.',
        );
      }
      return afterMail(toPlanHelper(made));
    },

    async approve(owner: UserRecord, id: string, role: HelperRole): Promise<PlanHelper> {
      const record = await ownRecord(owner, id);
      if (record.state === 'requested' && (await placesTaken(owner.id)).helpers >= MAX_HELPERS) {
        throw tooManyHelpers(', then approve');
      }
      const approved = await store.unitOfWork(async (tx) => {
        const changed =
          record.state === 'requested' && record.helperUserId
            ? await tx.helpers.activate(id, 'requested', {
                helperUserId: record.helperUserId,
                role,
                at: clock().toISOString(),
              })
            : null;
        if (!changed) return null;
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'helper.approved',
          subject: { type: 'helper', id },
          detail: `${record.name} (${record.email}), ${helperRoleLabels[role]}`,
        });
        await mailTo(
          tx,
          record.email,
          `${owner.name} approved your request to help with their plan`,
          `${owner.name} approved your request to help with their plan.\n\n` +
            `What you may do: ${roleInWords(role)}\n\n` +
            `Choose their plan in the plan switcher at the top of the page: ${appLink}\n`,
        );
        return changed;
      });
      if (!approved) {
        throw new HttpError(409, 'not_requested', 'This is not a request waiting for you.');
      }
      return afterMail(toPlanHelper(approved));
    },

    async changeRole(owner: UserRecord, id: string, role: HelperRole): Promise<PlanHelper> {
      const record = await ownRecord(owner, id);
      if (record.state !== 'active') {
        throw new HttpError(409, 'not_active', 'Only a helper who helps now has a role to change.');
      }
      const changed = await store.unitOfWork(async (tx) => {
        const updated = await tx.helpers.setRole(id, role);
        if (!updated) return null;
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'helper.role_changed',
          subject: { type: 'helper', id },
          detail: `${record.name} (${record.email}): ${helperRoleLabels[record.role]} → ${helperRoleLabels[role]}`,
        });
        await mailTo(
          tx,
          record.email,
          `${owner.name} changed what you may do on their plan`,
          `${owner.name} changed what you may do on their plan.\n\n` +
            `What you may do now: ${roleInWords(role)}\n\n${appLink}\n`,
        );
        return updated;
      });
      if (!changed) throw notFound();
      return afterMail(toPlanHelper(changed));
    },

    /** Ends the help, declines the request or withdraws the invitation, at once. */
    async remove(owner: UserRecord, id: string): Promise<void> {
      const record = await ownRecord(owner, id);
      const removed = await store.unitOfWork(async (tx) => {
        if (!(await tx.helpers.remove(id))) return false;
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'helper.removed',
          subject: { type: 'helper', id },
          detail: `${record.name} (${record.email}), ${
            {
              invited: 'invitation withdrawn',
              requested: 'request declined',
              active: 'no longer helps',
            }[record.state]
          }`,
        });
        const told: Record<HelperRecord['state'], { subject: string; text: string }> = {
          invited: {
            subject: `${owner.name} withdrew their invitation`,
            text: `${owner.name} withdrew their invitation to help with their plan.`,
          },
          requested: {
            subject: `${owner.name} declined your request`,
            text: `${owner.name} declined your request to help with their plan.`,
          },
          active: {
            subject: `${owner.name} removed you as a helper`,
            text: `${owner.name} removed you as a helper of their plan: you can no longer open it.`,
          },
        };
        const { subject, text } = told[record.state];
        await mailTo(tx, record.email, subject, `${text}\n`);
        return true;
      });
      if (!removed) throw notFound();
      afterMail(undefined);
    },

    async changes(owner: UserRecord, id: string, since?: string): Promise<HelperChange[]> {
      const record = await ownRecord(owner, id);
      if (!record.helperUserId) return [];
      const events = await helperChangeEvents(store.events, owner.id, {
        helperUserId: record.helperUserId,
        since: since ? new Date(`${since}T00:00:00.000Z`) : undefined,
      });
      return events.map(toHelperChange);
    },

    // The helper's side.

    helping,

    /**
     * The journey's request to help: with the owner's access key (checked, refused and logged
     * as at /access), or the identity answers (sealed, for the owner to judge). Either way it
     * waits for the owner's approval; asking again answers the record there is.
     */
    async ask(user: UserRecord, input: LovedOneAccessInput): Promise<HelpedPlan> {
      // The owner is told who asks by this address, and later mails go to it: it must be theirs.
      if (!user.emailVerified) {
        throw new HttpError(403, 'email_not_verified', ASK_EMAIL_NOT_VERIFIED_MESSAGE);
      }
      const holder: AccessHolder = {
        name: user.name,
        email: user.email.toLowerCase(),
        relationship: input.relationship.trim(),
      };
      let owner: UserRecord | null;
      if (input.method === 'key') {
        const checked = await access.checkKey(input.ownerEmail, input.accessKey!);
        const ownPlan = checked.owner?.id === user.id;
        if (!checked.owner || !checked.matches || ownPlan) {
          throw await access.refuse(
            ownPlan ? null : checked.owner,
            holder,
            'to help with your plan as a loved one, with a wrong access key',
          );
        }
        owner = checked.owner;
      } else {
        owner = await access.ownerNamed(input.ownerEmail);
        // Nobody to ask, or their own plan: the answer of a wrong key.
        if (!owner || owner.id === user.id) throw accessRefused();
      }
      const existing = async (ownerId: string) =>
        (await store.helpers.listForOwner(ownerId)).find(
          (record) => record.helperUserId === user.id || sameEmail(record.email, holder.email),
        );
      const found = await existing(owner.id);
      if (found) return helpedPlan(found);
      if ((await placesTaken(owner.id)).waiting >= MAX_WAITING_REQUESTS) {
        throw new HttpError(
          409,
          'too_many_requests',
          'This plan has as many requests waiting as it may have. Ask its owner to answer them first.',
        );
      }
      const answers = input.method === 'questions' ? { ...input.answers! } : null;
      const planOwner = owner;
      const made = await store.unitOfWork(async (tx) => {
        const record = await tx.helpers.create({
          ownerId: planOwner.id,
          helperUserId: user.id,
          name: holder.name,
          email: holder.email,
          relationship: holder.relationship,
          // The owner chooses the role when approving; until then it is the least.
          role: 'viewer-helper',
          state: 'requested',
          method: input.method,
          sealedAnswers: answers ? sealer.seal(answers, answersContext(planOwner.id)) : null,
          createdAt: clock().toISOString(),
        });
        if (!record) return null;
        const how =
          input.method === 'key'
            ? 'They gave your access key.'
            : 'They answered the identity questions:\n' +
              Object.entries(answers!)
                .map(([question, answer]) => `- ${questionLabels[question] ?? question}: ${answer}`)
                .join('\n');
        await tx.events.append({
          ownerId: planOwner.id,
          actor: { kind: 'requester', name: holder.name, email: holder.email },
          action: 'helper.requested',
          subject: { type: 'helper', id: record.id },
          detail: `${describeHolder(holder)}, with ${
            input.method === 'key' ? 'your access key' : 'answers to the identity questions'
          }`,
        });
        await tx.notices.add(
          planOwner.id,
          `${describeHolder(holder)} asks to help with your plan. Approve or decline in your Privacy tab.`,
        );
        await mailTo(
          tx,
          planOwner.email,
          'Someone asks to help with your plan',
          `${describeHolder(holder)} asks to help with your plan. ${how}\n\n` +
            'They can do nothing until you approve, and you choose what they may do then. ' +
            `Only you decide, never an administrator.\n\nApprove or decline in your Privacy tab: ${privacyTab}\n`,
        );
        return record;
      });
      // Of two requests at once, one is stored: the other answers it.
      const record = made ?? (await existing(owner.id));
      if (!record) throw notFound();
      return afterMail(await helpedPlan(record));
    },

    async accept(user: UserRecord, id: string): Promise<HelpedPlan> {
      requireVerifiedEmail(user);
      const record = await theirRecord(user, id);
      const owner = await store.users.findById(record.ownerId);
      if (record.state !== 'invited' || !owner) throw notFound();
      const accepted = await store.unitOfWork(async (tx) => {
        const changed = await tx.helpers.activate(id, 'invited', {
          helperUserId: user.id,
          role: record.role,
          at: clock().toISOString(),
        });
        if (!changed) return null;
        await tx.events.append({
          ownerId: owner.id,
          actor: helperActorOf(user),
          action: 'helper.joined',
          subject: { type: 'helper', id },
          detail: `${user.name} (${user.email}), ${helperRoleLabels[changed.role]}`,
        });
        await tellOwner(
          tx,
          owner,
          `${user.name} now helps with your plan`,
          `${user.name} (${user.email}) accepted your invitation and now helps with your plan (${helperRoleLabels[changed.role]}).`,
        );
        return changed;
      });
      if (!accepted) throw notFound();
      return afterMail(await helpedPlan(accepted));
    },

    /** Declines an invitation, withdraws a request or stops helping. */
    async leave(ctx: Context, user: UserRecord, id: string): Promise<void> {
      const record = await theirRecord(user, id);
      const left = await store.unitOfWork(async (tx) => {
        if (!(await tx.helpers.remove(id))) return false;
        await tx.events.append({
          ownerId: record.ownerId,
          actor: helperActorOf(user),
          action: 'helper.left',
          subject: { type: 'helper', id },
          detail: {
            invited: 'Declined your invitation',
            requested: 'Withdrew their request',
            active: 'Stopped helping with your plan',
          }[record.state],
        });
        return true;
      });
      if (!left) throw notFound();
      if (chosenHelperId(ctx) === id) setChosenHelper(ctx, null);
    },

    /** The plan this session works on: the user's own (null), or one they help with now. */
    async choose(ctx: Context, user: UserRecord, helperId: string | null): Promise<Helping> {
      if (helperId) {
        const record = await store.helpers.get(helperId);
        if (!record || record.helperUserId !== user.id) throw notFound();
        if (record.state !== 'active') {
          throw new HttpError(
            403,
            'not_helping_yet',
            'You do not help with this plan yet: its owner has not approved you, or you have not accepted.',
          );
        }
      }
      setChosenHelper(ctx, helperId);
      return helping(ctx, user);
    },
  };
}
