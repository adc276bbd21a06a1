import { ValidationError, type Schema } from 'yup';
import { HttpError } from './errors';

/**
 * Validates a request body with a shared yup schema (the same one the form uses). Refuses it
 * with 400 and every message when it does not fit; unknown fields and values of the wrong type
 * (e.g. {"$gt": ""} where a string is expected) are refused, never converted.
 */
export async function validateBody<T>(schema: Schema<T>, body: unknown): Promise<T> {
  try {
    const valid = await schema.validate(body ?? {}, { abortEarly: false, strict: true });
    // Strict validation leaves out the schema's defaults; the value is already of the right
    // types, so casting it only fills them in.
    return schema.cast(valid) as T;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new HttpError(400, 'validation_failed', error.errors.join(' '));
    }
    throw error;
  }
}
