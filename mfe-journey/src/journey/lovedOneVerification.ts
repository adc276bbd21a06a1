import { useState } from 'react';
import { ValidationError } from 'yup';
import {
  lovedOneAccessSchema,
  type HelpedPlan,
  type Helping,
  type LovedOneAccessInput,
} from '@legacy-planner/contracts';
import { ApiError, usePlatform } from '@legacy-planner/shared-ui';
import { askToHelp } from '../api/askToHelp';
import { helpingQueryKey } from '@legacy-planner/planner-client';

// The journey's request to help with a loved one's plan: their email and access key, or the
// identity answers, go to the server and are kept nowhere else. The request the server keeps is
// what the journey reads back (GET /api/helping), after a reload or another sign-in too.

export const emptyKeyCheck = { ownerEmail: '', accessKey: '' };
export type KeyCheck = typeof emptyKeyCheck;

export const lovedOneTexts = {
  refused:
    'We could not verify access with these details. Please check them with your loved one and try again.',
  rateLimited: 'There have been too many attempts for now. Please try again later.',
  failed: 'Access could not be checked just now. Please try again in a moment.',
  demo: "Checking access to a loved one's plan needs your own account.",
} as const;

export function useLovedOneVerification() {
  const { api, toast, isReadOnly, queryClient } = usePlatform();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Asks the server; answers the request it keeps, or null (the problem is shown). */
  async function verify(input: {
    method: 'key' | 'questions';
    ownerEmail: string;
    relationship: string;
    accessKey?: string;
    answers?: Record<string, string>;
  }): Promise<HelpedPlan | null> {
    setProblem(null);
    if (isReadOnly) {
      toast({ title: 'Not available in the demo', description: lovedOneTexts.demo });
      return null;
    }
    let request: LovedOneAccessInput;
    try {
      request = await lovedOneAccessSchema.validate({
        ...input,
        ownerEmail: input.ownerEmail.trim(),
        // The key is printed in capitals; typed in small letters it is the same key.
        ...(input.accessKey !== undefined && {
          accessKey: input.accessKey.trim().toUpperCase(),
        }),
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setProblem(error.message);
      return null;
    }
    setBusy(true);
    try {
      const plan = await askToHelp(api, request);
      queryClient.setQueryData<Helping>(helpingQueryKey, (known) => ({
        active: known?.active ?? null,
        plans: [plan, ...(known?.plans ?? []).filter(({ helperId }) => helperId !== plan.helperId)],
      }));
      return plan;
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'email_not_verified'
          ? error.message
          : error instanceof ApiError && error.status === 403
            ? lovedOneTexts.refused
            : error instanceof ApiError && error.status === 429
              ? lovedOneTexts.rateLimited
              : lovedOneTexts.failed,
      );
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { verify, problem, busy, clearProblem: () => setProblem(null) };
}

export type LovedOneVerification = ReturnType<typeof useLovedOneVerification>;
