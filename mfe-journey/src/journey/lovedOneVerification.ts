import { useState } from 'react';
import { ValidationError } from 'yup';
import {
  lovedOneAccessSchema,
  type AccessRequestOutcome,
  type LovedOneAccessInput,
} from '@legacy-planner/contracts';
import { ApiError, usePlatform } from '@legacy-planner/shared-ui';
import { verifyLovedOneAccess } from '../api/lovedOneAccess';

// The journey's check of access to a loved one's plan (planning for a loved one): their email
// and access key, or the identity answers, go to the server and are kept nowhere else.

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
  const { api, toast, isReadOnly } = usePlatform();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Checks the details on the server; answers the outcome, or null (the problem is shown). */
  async function verify(input: {
    method: 'key' | 'questions';
    ownerEmail: string;
    relationship: string;
    accessKey?: string;
    answers?: Record<string, string>;
  }): Promise<AccessRequestOutcome | null> {
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
      return await verifyLovedOneAccess(api, request);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 403
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
