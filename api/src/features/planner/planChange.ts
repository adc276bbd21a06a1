import type { HelperChangeKind } from '@legacy-planner/contracts';
import type { Callers } from '../../routing/declaration';
import { planActor, type HelperActor } from '../../routing/planActor';
import type { UnitOfWork } from '../../storage/port';
import type { FeatureDependencies } from '../dependencies';
import { recordHelperChange } from '../helpers/helperChanges';
import { keptReleases, type ReleaseReach } from '../access/keptReleases';

// Every write to a plan's records (documents, wishes, contacts, files, wizard records) goes
// through here, by its owner or by a helper (issue 28). A helper's change is recorded in the
// owner's log in the same unit of work as the change itself (recordHelperChange, which also
// schedules the owner's digest): the owner sees every change a helper made, and none that did
// not happen. No write changes what the plan releases to whom behind the owner's back
// (access/keptReleases): the items' release settings are kept in the same unit of work.

type PlanCaller = Callers['owner_or_helper'];

/** What a change did, for the owner's log. */
export interface PlanChange {
  kind: HelperChangeKind;
  subject: { type: string; id: string };
  /** What it changed, as the log names it: "the contact Dr Lee". */
  what: string;
  /** Said instead of added, changed or deleted ("uploaded"). */
  verb?: string;
}

const verbs: Record<HelperChangeKind, string> = {
  created: 'added',
  updated: 'changed',
  deleted: 'deleted',
};

/** "Maria Diaz added the contact Dr Lee". */
export const changeDetail = (helperName: string, change: PlanChange): string =>
  `${helperName} ${change.verb ?? verbs[change.kind]} ${change.what}`;

/**
 * A helper's further changes of the same record within this time of their last are that one
 * change: a wizard saves its draft a moment after each pause in the typing, and the owner's log
 * would otherwise hold an entry for every sentence.
 */
export const REPEATED_CHANGE_MS = 10 * 60_000;

export function planChanges({
  store,
  clock,
  sealer,
}: Pick<FeatureDependencies, 'store' | 'clock' | 'sealer'>) {
  const releases = keptReleases(sealer);
  /** Whether the owner's newest entry is this helper's same change of this record, a moment ago. */
  async function repeats(
    tx: UnitOfWork,
    ownerId: string,
    helper: HelperActor,
    change: PlanChange,
    detail: string,
  ) {
    if (change.kind !== 'updated') return false;
    const [newest] = (await tx.events.list(ownerId, { limit: 1 })).items;
    return (
      newest?.action === 'helper.changed' &&
      newest.actor.kind === 'helper' &&
      newest.actor.userId === helper.userId &&
      newest.subject?.id === change.subject.id &&
      newest.detail === detail &&
      clock().getTime() - Date.parse(newest.at) < REPEATED_CHANGE_MS
    );
  }

  /**
   * Runs `work` on the plan in one unit of work, with the author the activity log names (the
   * helper's name, or null for the owner); a helper's change (`changeOf` its result, null when
   * nothing changed) goes into the owner's log with it. `reach` is what the work can move the
   * release settings of (the whole plan unless said).
   */
  return async function changePlan<T>(
    caller: PlanCaller,
    work: (tx: UnitOfWork, author: string | null) => Promise<T>,
    changeOf: (result: T) => PlanChange | null,
    reach: ReleaseReach = 'plan',
  ): Promise<T> {
    const actor = planActor(caller);
    const helper = actor.kind === 'helper' ? actor : null;
    return store.unitOfWork(async (tx) => {
      const result = await releases.around(tx, caller.owner.id, helper !== null, reach, () =>
        work(tx, helper?.name ?? null),
      );
      const change = helper ? changeOf(result) : null;
      if (!helper || !change) return result;
      const detail = changeDetail(helper.name, change);
      if (!(await repeats(tx, caller.owner.id, helper, change, detail))) {
        await recordHelperChange(
          tx,
          { clock },
          { ownerId: caller.owner.id, helper, kind: change.kind, subject: change.subject, detail },
        );
      }
      return result;
    });
  };
}

export type ChangePlan = ReturnType<typeof planChanges>;
