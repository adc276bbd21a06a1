import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ActivePlan, HelpedPlan } from '@legacy-planner/contracts';
import { usePlatform, type ApiClient, type PlatformUser } from '@legacy-planner/shared-ui';
import { helpingQuery } from '../api/helping';

export interface HelpingState {
  /** The plan this session works on when it is someone else's; null: the user's own. */
  helping: ActivePlan | null;
  /** The plans the user helps with, is invited to or asked to help with. */
  plans: HelpedPlan[];
  /** Whether the server has said which plan the session works on (at once where none is asked). */
  isKnown: boolean;
}

/** Only a signed-in person may help with a plan: the demos (mode and account) are never asked. */
export const asksAboutHelping = (user: PlatformUser | null, isDemoMode: boolean): boolean =>
  Boolean(user) && !isDemoMode && !user?.isDemo;

export interface HelpingAnswer extends HelpingState {
  /** Whether the server has answered (not failed): then `helping` is the session's plan. */
  answered: boolean;
  /** Whether the last question failed: the session's plan is then not known from it. */
  failed: boolean;
  /** Asks again. */
  askAgain: () => void;
}

/** GET /api/helping, for the platform itself (which cannot read the platform). */
export function useHelpingAnswer(api: ApiClient, asked: boolean): HelpingAnswer {
  const query = useQuery({ ...helpingQuery(api), enabled: asked });
  const { refetch } = query;
  const askAgain = useCallback(() => void refetch(), [refetch]);
  if (!asked) {
    return { helping: null, plans: [], isKnown: true, answered: false, failed: false, askAgain };
  }
  // A failure says nothing of the session's plan: the server keeps the session's choice, which
  // may well be someone else's plan.
  return {
    helping: query.data?.active ?? null,
    plans: query.data?.plans ?? [],
    isKnown: query.data !== undefined,
    answered: query.isSuccess,
    failed: query.isError,
    askAgain,
  };
}

/** The plans of the signed-in user, and the one this session works on. */
export function useHelping(): HelpingState {
  const { api, user, isDemoMode } = usePlatform();
  return useHelpingAnswer(api, asksAboutHelping(user, isDemoMode));
}
