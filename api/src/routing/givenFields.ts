import { HttpError } from '../http/errors';

/**
 * The fields a change (PUT) gives, without those left out. A change that gives none is a
 * mistake worth saying rather than a silent success: 400.
 */
export function givenFields<T extends object>(body: T, noun: string): Partial<T> {
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) {
    throw new HttpError(
      400,
      'validation_failed',
      `Nothing to update: send at least one field of the ${noun}.`,
    );
  }
  return changes as Partial<T>;
}
