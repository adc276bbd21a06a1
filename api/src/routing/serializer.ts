import type { AnySchema } from 'yup';
import { jsonSchemaOf, type JsonSchema } from './jsonSchema';

/**
 * What leaves the server: a named shape whose fields are listed, and a function that copies
 * exactly those fields. Nothing is sent because it happened to be stored. The same shape
 * describes the response in /api/openapi.json.
 */
export interface Serializer<T> {
  name: string;
  schema: JsonSchema;
  serialize(value: T): Record<string, unknown>;
}

export function serializer<T>(
  name: string,
  properties: Record<string, JsonSchema>,
  required: readonly string[] = Object.keys(properties),
): Serializer<T> {
  const keys = Object.keys(properties);
  return {
    name,
    schema: { type: 'object', properties, required: [...required] },
    // A plain loop: lists serialize every item, and Object.fromEntries over mapped pairs cost
    // four times as much. A field the value lacks is left out, as JSON.stringify would.
    serialize(value) {
      const source = value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const key of keys) {
        const field = source[key];
        if (field !== undefined) output[key] = field;
      }
      return output;
    },
  };
}

/** A serializer for records validated by a shared yup schema, plus the fields the store adds. */
export function recordSerializer<T>(
  name: string,
  schema: AnySchema,
  extra: Record<string, JsonSchema>,
): Serializer<T> {
  const described = jsonSchemaOf(schema);
  const properties = { ...extra, ...(described.properties ?? {}) };
  return serializer<T>(name, properties, Object.keys(properties));
}
