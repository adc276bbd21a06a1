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
}

/** GET /api/helping, for the platform itself (which cannot read the platform). */
export function useHelpingAnswer(api: ApiClient, asked: boolean): HelpingAnswer {
  const query = useQuery({ ...helpingQuery(api), enabled: asked });
  if (!asked) return { helping: null, plans: [], isKnown: true, answered: false };
  // A failed answer counts as known: the user's own plan, as the server works on it then too.
  return {
    helping: query.data?.active ?? null,
    plans: query.data?.plans ?? [],
    isKnown: !query.isPending,
    answered: query.isSuccess,
  };
}

/** The plans of the signed-in user, and the one this session works on. */
export function useHelping(): HelpingState {
  const { api, user, isDemoMode } = usePlatform();
  return useHelpingAnswer(api, asksAboutHelping(user, isDemoMode));
}
