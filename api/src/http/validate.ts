import { ValidationError, type Schema } from 'yup';
import type { ValidationContext } from '@legacy-planner/contracts';
import { HttpError } from './errors';

/** Error bodies stay small: a few messages, each short. */
const MAX_MESSAGES = 10;
const MAX_MESSAGE_LENGTH = 1000;

/**
 * Validates a request body with a shared yup schema (the same one the form uses). Refuses it
 * with 400 and its messages when it does not fit; values of the wrong type (e.g. {"$gt": ""}
 * where a string is expected) are refused, never converted. The messages never repeat what
 * was sent (see contracts' yupLocale). `context` gives the schema's rules the time, from the
 * app's clock.
 */
export async function validateBody<T>(
  schema: Schema<T>,
  body: unknown,
  context?: ValidationContext,
): Promise<T> {
  try {
    const valid = await schema.validate(body ?? {}, { abortEarly: false, strict: true, context });
    // Strict validation leaves out the schema's defaults; the value is already of the right
    // types, so casting it only fills them in.
    return schema.cast(valid) as T;
  } catch (error) {
    if (error instanceof ValidationError) {
      const messages = [...new Set(error.errors)].slice(0, MAX_MESSAGES).join(' ');
      throw new HttpError(400, 'validation_failed', messages.slice(0, MAX_MESSAGE_LENGTH));
    }
    throw error;
  }
}
