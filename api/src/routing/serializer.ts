import type { JsonSchema } from './jsonSchema';

/**
 * What leaves the server: a named shape whose fields are listed, and a function that copies
 * exactly those fields. Every route's comes from its endpoint's response shape
 * (shapeSerializer.ts); the same shape describes the response in /api/openapi.json.
 */
export interface Serializer<T> {
  name: string;
  schema: JsonSchema;
  serialize(value: T): Record<string, unknown>;
}
