import { formatFileSize } from '@legacy-planner/contracts';
import { HttpError } from '../http/errors';
import {
  CollectionFullError,
  DuplicateEmailError,
  InvalidCursorError,
  QuotaExceededError,
} from '../storage/port';
import type { AnyRoute } from './declaration';

// The storage port's refusals, as the API answers them, whichever route meets them. An action
// lets them through; the pipeline turns them into these answers.

/** The answer to a file that would take its owner past their quota. */
export const quotaExceeded = (usedBytes: number, quotaBytes: number) =>
  new HttpError(
    413,
    'quota_exceeded',
    `This file does not fit in your ${formatFileSize(quotaBytes)} of space ` +
      `(${formatFileSize(usedBytes)} used). Delete some files before adding more.`,
  );

/** The HTTP answer to a domain error, or null for an error that is not one (a 500). */
export function httpErrorOf(error: unknown, declaration: AnyRoute): HttpError | null {
  // A cursor is opaque to clients; one the store did not issue is their mistake, not ours.
  if (error instanceof InvalidCursorError) {
    return new HttpError(400, 'invalid_cursor', 'This page cursor is not valid.');
  }
  if (error instanceof CollectionFullError) {
    // A POST adds the record; a PUT meets the cap when its save makes one (a wizard's document).
    const then = declaration.method === 'POST' ? 'adding more' : 'saving this one';
    return new HttpError(
      409,
      'collection_full',
      `You can keep at most ${error.cap.toLocaleString('en-US')} ${error.collection}. Delete some before ${then}.`,
    );
  }
  if (error instanceof QuotaExceededError) {
    return quotaExceeded(error.usedBytes, error.quotaBytes);
  }
  if (error instanceof DuplicateEmailError) {
    return new HttpError(
      409,
      'email_taken',
      error.write === 'create'
        ? 'An account with this email already exists. Please sign in instead.'
        : 'Another account uses this email now.',
    );
  }
  return null;
}
