import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivePlan, Helping } from '@legacy-planner/contracts';
import { OWN_PLAN, planTagOf } from '@legacy-planner/contracts/endpoints/planHeader';
import {
  ApiError,
  apiErrorMessage,
  useShowToast,
  type ApiClient,
  type ToastMessage,
} from '@legacy-planner/shared-ui';
import { forgetHelpedPlanDrafts, helpingQueryKey } from '@legacy-planner/planner-client';
import type { SessionApi } from '../platform/sessionApi';
import { forgetOtherPlan } from './forgetOtherPlan';
import { useHelpingAnswer } from './useHelping';
import {
  NO_LONGER_HELPING_TITLE,
  PLAN_NOT_CHANGED_TITLE,
  planChosenElsewhereTitle,
  planChosenTitle,
} from './planWords';

/** The API's refusal once the plan the session worked on is no longer one the user helps with. */
const NO_LONGER_HELPING = 'no_longer_helping';
/** The API's refusal of a call made for a plan the session no longer works on. */
const PLAN_CHANGED = 'plan_changed';
/**
 * The API's refusals of what the helper's role does not allow: the owner may have changed the
 * role since the pages were made (an editor made a viewer), and they still offer the change.
 */
const ROLE_REFUSALS = new Set(['helper_may_not', 'owner_only']);

/** The plan this window's pages were made for, and the client they call the API through. */
interface PlanInUse {
  /** How many times this window has changed plans: the pages are mounted afresh on each. */
  changes: number;
  /** The plan's PLAN_HEADER tag; null until the server has said which plan the session is on. */
  tag: string | null;
  /** The plan when it is someone else's, as the server last described it. */
  plan: ActivePlan | null;
  api: ApiClient;
}

/**
 * Whether the pages of a plan may show: only once the server has said which plan the session is
 * on (it keeps the session's choice across reloads), or at once where it is never asked (the
 * demos). Until then a page would show the user's own plan, or call for a plan it cannot name.
 */
export type PlanPagesState = 'ready' | 'waiting' | 'failed';

const planPagesState = (asked: boolean, tag: string | null, failed: boolean): PlanPagesState =>
  !asked || tag !== null ? 'ready' : failed ? 'failed' : 'waiting';

/**
 * The plan this window works on, which the server chooses from the session. Each plan shown gets
 * its own API client, naming the plan in every call: a page of the plan left (a wizard saving as
 * it closes, a second window) can then never change the plan now in use; the API refuses it
 * (409 plan_changed), and the window moves to the session's plan. The client and the plan change
 * together with the pages' remount, so no page of the plan left ever holds the new client.
 */
export function usePlanInUse(session: SessionApi, userId: string | null, helpingAsked: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useShowToast();
  const [inUse, setInUse] = useState<PlanInUse>(() => ({
    changes: 0,
    tag: null,
    plan: null,
    api: session.clientFor(null),
  }));
  // The plan this window last chose or accepted, ahead of the state (a transition) that shows
  // it: an answer of the server that names another was chosen elsewhere.
  const expectedTag = useRef<string | null>(null);
  const { helping, answered, failed, askAgain } = useHelpingAnswer(inUse.api, helpingAsked);

  const enterPlan = useCallback(
    (plan: ActivePlan | null, message: ToastMessage) => {
      const tag = planTagOf(plan?.helperId ?? null);
      expectedTag.current = tag;
      forgetOtherPlan(queryClient);
      // With the navigation (a transition): the page left is not mounted afresh on the way.
      startTransition(() =>
        setInUse((prev) => ({ changes: prev.changes + 1, tag, plan, api: session.clientFor(tag) })),
      );
      navigate('/app');
      toast(message);
    },
    [queryClient, navigate, toast, session],
  );

  // The server's word on the session's plan: the first names this window's plan; a later one
  // may describe it anew (a role changed) or name another, chosen in another window.
  useEffect(() => {
    if (!answered) return;
    const tag = planTagOf(helping?.helperId ?? null);
    if (expectedTag.current !== null && expectedTag.current !== tag) {
      enterPlan(helping, { title: planChosenElsewhereTitle(helping) });
      return;
    }
    expectedTag.current = tag;
    setInUse((prev) => {
      if (prev.tag === null) return { ...prev, tag, plan: helping, api: session.clientFor(tag) };
      return prev.tag === tag && prev.plan !== helping ? { ...prev, plan: helping } : prev;
    });
  }, [answered, helping, enterPlan, session]);

  // The server chooses the plan from the session; the client only names a helper record. A
  // failure is said here, once, for every page and remote that asks.
  const choosePlan = useCallback(
    async (helperId: string | null): Promise<boolean> => {
      let answer: Helping;
      try {
        const { choosePlanOf } = await import('../api/choosePlan');
        answer = await choosePlanOf(inUse.api, helperId);
      } catch (error) {
        // Left from a plan the user no longer helps with: the refusal's listener (below) has
        // already said so and shows their own plan.
        if (inUse.plan && error instanceof ApiError && error.code === NO_LONGER_HELPING) {
          return helperId === null;
        }
        // The plans may have changed meanwhile (a helper removed): the switcher shows them anew.
        void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
        toast({
          title: PLAN_NOT_CHANGED_TITLE,
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        return false;
      }
      // An answer asked before the change would name the plan left.
      await queryClient.cancelQueries({ queryKey: helpingQueryKey });
      enterPlan(answer.active, { title: planChosenTitle(answer.active), variant: 'success' });
      queryClient.setQueryData(helpingQueryKey, answer);
      return true;
    },
    [inUse.api, inUse.plan, queryClient, enterPlan, toast],
  );

  useEffect(
    () =>
      session.onRefusal((error) => {
        if (error.code === PLAN_CHANGED || ROLE_REFUSALS.has(error.code ?? '')) {
          // Asked again: the answer moves this window to the session's plan, or describes this
          // one anew with its role, without a remount (see above).
          void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
          return;
        }
        if (error.code !== NO_LONGER_HELPING) return;
        // Said once: the calls refused together all concern the plan already left.
        if (expectedTag.current === OWN_PLAN) return;
        // A helped plan's tag is its helper id. What its wizards kept in this browser goes too.
        const left = expectedTag.current;
        if (userId && left) forgetHelpedPlanDrafts(userId, left);
        // The server has already forgotten the choice: the session is on the user's own plan.
        const known = queryClient.getQueryData<Helping>(helpingQueryKey);
        void queryClient.cancelQueries({ queryKey: helpingQueryKey });
        enterPlan(null, { title: NO_LONGER_HELPING_TITLE });
        queryClient.setQueryData<Helping>(helpingQueryKey, {
          active: null,
          plans: known?.plans ?? [],
        });
        void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
      }),
    [session, queryClient, enterPlan, userId],
  );

  return {
    api: inUse.api,
    pages: planPagesState(helpingAsked, inUse.tag, failed),
    askAgain,
    /** The plan in use when it is someone else's (null: the user's own, or not yet known). */
    helping: inUse.plan,
    changes: inUse.changes,
    choosePlan,
  };
}
