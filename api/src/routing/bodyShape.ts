import { HttpError } from '../http/errors';
import type { JsonSchema } from './jsonSchema';

// A JSON body's shape is bounded before any validation runs, so that validation work (and
// its error message) stays small whatever was sent: yup recurses into every nested value and
// checks every array item before the array's own maximum.

/** Deeper than any record the product keeps (a wizard row's field is at depth 4). */
export const MAX_BODY_DEPTH = 10;
/** Values (objects, arrays and scalars) in one body. */
export const MAX_BODY_VALUES = 5000;

/** Refuses a body nested deeper than MAX_BODY_DEPTH or holding more than MAX_BODY_VALUES values. */
export function checkBodySize(body: unknown): void {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  let seen = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (++seen > MAX_BODY_VALUES) {
      throw new HttpError(400, 'too_many_values', 'The request body holds too many values.');
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      throw new HttpError(400, 'body_too_deep', 'The request body is nested too deeply.');
    }
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
  }
}

/** Refuses arrays longer than their schema allows, before their items are checked. */
export function checkArrayLengths(body: unknown, schema: JsonSchema, path = ''): void {
  if (Array.isArray(body)) {
    const max = schema.maxItems;
    if (typeof max === 'number' && body.length > max) {
      throw new HttpError(
        400,
        'validation_failed',
        `${path || 'The list'} must have at most ${max} items`,
      );
    }
    if (schema.items)
      body.forEach((item, index) => checkArrayLengths(item, schema.items!, `${path}[${index}]`));
    return;
  }
  if (body !== null && typeof body === 'object' && schema.properties) {
    for (const [key, field] of Object.entries(schema.properties)) {
      const value = (body as Record<string, unknown>)[key];
      if (value !== undefined) checkArrayLengths(value, field, path ? `${path}.${key}` : key);
    }
  }
}
