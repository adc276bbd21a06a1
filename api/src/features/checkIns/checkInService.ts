import {
  CHECK_IN_MAIL_NOT_CONFIGURED,
  checkInMethodLabels,
  checkInRhythmLabels,
  checkInSchedule,
  type BackToNormalOutcome,
  type CheckInMethod,
  type CheckInSettings,
  type CheckInStatus,
  type LastCheckIn,
  type SavedCheckInSettings,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import { readAllPages } from '../../storage/paging';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import type { FeatureDependencies } from '../dependencies';
import { isGrantActive } from '../access/grantActive';
import { rejectWaitingFullRequests, waitingFullRequests } from '../access/waitingPeriod';
import { issueLink, useLink } from '../security/emailLinks';
import { checkInMail } from './checkInMail';
import { currentRoundName, rescheduleLadder } from './ladder';

// Check-ins (issue 27): the owner's rhythm, pause and ordered trusted contacts; each check-in
// (signing in, the emailed link, "I'm OK" in the app) kept with how it was made and written to
// the owner's access log; "I'm back to normal" ends the grants the check-ins opened. The ladder
// that prompts, reminds and asks the contacts runs as jobs (./ladder.ts): each check-in and each
// change of the settings schedules its next prompt again. A check-in proves the owner alive: it
// rejects every full request waiting for its waiting period (a claim of their passing).

const OFF: SavedCheckInSettings = {
  rhythm: 'off',
  pausedUntil: null,
  contactIds: [],
  rhythmSince: null,
};

export const invalidCheckInLink = () =>
  new HttpError(400, 'invalid_link', 'This check-in link is not valid any more.');

type Dependencies = Pick<FeatureDependencies, 'store' | 'clock' | 'mail' | 'config' | 'sealer'>;

export function checkInService(deps: Dependencies) {
  const { store, clock, mail, config } = deps;
  const mails = checkInMail(config);

  async function status(owner: UserRecord): Promise<CheckInStatus> {
    const settings = (await store.checkIns.getSettings(owner.id)) ?? OFF;
    const lastCheckIn = await store.checkIns.lastCheckIn(owner.id);
    return {
      rhythm: settings.rhythm,
      pausedUntil: settings.pausedUntil,
      contactIds: settings.contactIds,
      rhythmSince: settings.rhythmSince,
      lastCheckIn,
      schedule: checkInSchedule(settings, lastCheckIn?.at ?? null, clock()),
      emailEnabled: mail !== null,
    };
  }

  /**
   * The one place a check-in is recorded, in the caller's unit of work: kept, written to the
   * owner's log, the ladder's waiting steps cancelled and the next prompt scheduled, and the
   * full requests waiting on the owner rejected (the caller kicks the mail after committing).
   */
  async function record(tx: UnitOfWork, owner: UserRecord, method: CheckInMethod, at: Date) {
    const checkIn: LastCheckIn = { at: at.toISOString(), method };
    await tx.checkIns.recordCheckIn(owner.id, checkIn);
    await rescheduleLadder(tx, { clock }, owner.id);
    await tx.events.append({
      ownerId: owner.id,
      actor: { kind: 'owner' },
      action: 'check_in.recorded',
      subject: null,
      detail: checkInMethodLabels[method],
    });
    await rejectWaitingFullRequests(tx, deps, owner, { kind: 'check_in' });
    return checkIn;
  }

  const describe = (settings: CheckInSettings) =>
    [
      checkInRhythmLabels[settings.rhythm],
      settings.pausedUntil ? `paused until ${settings.pausedUntil.slice(0, 10)}` : null,
      `${settings.contactIds.length} trusted contact${settings.contactIds.length === 1 ? '' : 's'}`,
    ]
      .filter(Boolean)
      .join(', ');

  return {
    status,

    async saveSettings(owner: UserRecord, settings: CheckInSettings): Promise<CheckInStatus> {
      const now = clock();
      await store.unitOfWork(async (tx) => {
        for (const id of settings.contactIds) {
          if (!(await tx.contacts.get(owner.id, id))) {
            throw new HttpError(400, 'unknown_contact', 'Please choose among your own contacts.');
          }
        }
        const before = await tx.checkIns.getSettings(owner.id);
        // The count starts when a rhythm is chosen; keeping the same one keeps its start.
        const rhythmSince =
          settings.rhythm === 'off'
            ? null
            : before?.rhythm === settings.rhythm && before.rhythmSince
              ? before.rhythmSince
              : now.toISOString();
        const roundBefore = await currentRoundName(tx, owner.id, now);
        await tx.checkIns.putSettings(owner.id, { ...settings, rhythmSince }, now.toISOString());
        // Settings that leave the round where it was leave its steps too: a prompt already sent
        // is not sent again, and the contacts are asked when they would have been.
        if ((await currentRoundName(tx, owner.id, now)) !== roundBefore) {
          await rescheduleLadder(tx, { clock }, owner.id);
        }
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'check_in.settings_changed',
          subject: null,
          detail: describe(settings),
        });
      });
      return status(owner);
    },

    /** "I'm OK" from the app. */
    async checkInNow(owner: UserRecord): Promise<CheckInStatus> {
      await store.unitOfWork((tx) => record(tx, owner, 'in_app', clock()));
      mail?.kick();
      return status(owner);
    },

    /** Mails the owner a check-in link, as a prompt would (503 when no mail can be sent). */
    async sendTest(owner: UserRecord): Promise<void> {
      if (!mail) throw new HttpError(503, 'mail_not_configured', CHECK_IN_MAIL_NOT_CONFIGURED);
      await store.unitOfWork(async (tx) => {
        const token = await issueLink(tx, owner, 'check_in', owner.email, clock());
        await mails.test(tx, owner, token);
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'check_in.test_sent',
          subject: null,
          detail: `To ${owner.email}`,
        });
      });
      mail.kick();
    },

    /** The emailed link, opened: one check-in, once. */
    async byLink(token: string): Promise<LastCheckIn> {
      const now = clock();
      const checkIn = await store.unitOfWork(async (tx) => {
        const link = await useLink(tx, token, 'check_in', now);
        const owner = link && (await tx.users.findById(link.userId));
        // A link sent to an address the account no longer has proves nothing about it.
        if (!owner || owner.email !== link.email) throw invalidCheckInLink();
        return record(tx, owner, 'email_link', now);
      });
      mail?.kick();
      return checkIn;
    },

    /**
     * Signing in is a check-in while check-ins are on, or while a full request waits for the
     * owner (when neither, nothing waits for one). The read-only demo account keeps nothing.
     */
    async signedIn(user: UserRecord): Promise<void> {
      if (user.isDemo) return;
      const settings = await store.checkIns.getSettings(user.id);
      const awaited =
        (settings && settings.rhythm !== 'off') ||
        (await waitingFullRequests(store, user.id, clock())).length > 0;
      if (!awaited) return;
      await store.unitOfWork((tx) => record(tx, user, 'sign_in', clock()));
      mail?.kick();
    },

    /**
     * Ends every active grant the check-ins opened, tells those contacts, and logs it. Saying
     * so is the owner's own word that they are well: a check-in too.
     */
    async backToNormal(owner: UserRecord): Promise<BackToNormalOutcome> {
      const now = clock();
      const ended = await store.unitOfWork(async (tx) => {
        await record(tx, owner, 'in_app', now);
        const grants = await readAllPages((page) => tx.grants.listForOwner(owner.id, page));
        const opened = grants.filter(
          (grant) => grant.source === 'check_in' && isGrantActive(grant, now),
        );
        for (const grant of opened) {
          if (!(await tx.grants.revoke(owner.id, grant.id))) continue;
          await tx.events.append({
            ownerId: owner.id,
            actor: { kind: 'owner' },
            action: 'grant.revoked',
            subject: { type: 'grant', id: grant.id },
            detail: `${grant.level} access of ${grant.viewerName} (${grant.viewerEmail})`,
          });
          if (mail) {
            await mails.accessEnded(tx, owner, {
              name: grant.viewerName,
              email: grant.viewerEmail,
            });
          }
        }
        await tx.events.append({
          ownerId: owner.id,
          actor: { kind: 'owner' },
          action: 'check_in.back_to_normal',
          subject: null,
          detail:
            opened.length === 0
              ? 'No access from check-ins was open'
              : `${opened.length} access${opened.length === 1 ? '' : 'es'} from check-ins ended`,
        });
        return opened.length;
      });
      mail?.kick();
      return { grantsEnded: ended };
    },
  };
}

export type CheckInService = ReturnType<typeof checkInService>;
