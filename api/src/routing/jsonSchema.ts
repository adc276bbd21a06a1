import type {
  AnySchema,
  SchemaDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from 'yup';

// A small converter from the shared yup schemas to JSON Schema (OpenAPI 3.1 uses JSON Schema
// 2020-12), so the API description is generated from the same rules the server validates
// with. It covers what contracts uses: strings, numbers, booleans, objects, arrays and
// mixed().oneOf enumerations, with their limits, defaults and required fields.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  [keyword: string]: unknown;
};

type Description = SchemaDescription | SchemaObjectDescription | SchemaInnerTypeDescription;

const limitKeywords: Record<string, Record<string, string>> = {
  string: { min: 'minLength', max: 'maxLength' },
  number: { min: 'minimum', max: 'maximum' },
  array: { min: 'minItems', max: 'maxItems' },
};

function convert(description: Description): JsonSchema {
  const out: JsonSchema = {};
  const { type } = description;
  if (type === 'object' && 'fields' in description) {
    out.type = 'object';
    const fields = description.fields as Record<string, Description>;
    out.properties = Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [key, convert(field as Description)]),
    );
    const required = Object.entries(fields)
      .filter(([, field]) => !(field as SchemaDescription).optional)
      .map(([key]) => key);
    if (required.length > 0) out.required = required;
  } else if (type === 'array') {
    out.type = 'array';
    const inner = (description as SchemaInnerTypeDescription).innerType;
    if (inner && !Array.isArray(inner)) out.items = convert(inner as Description);
  } else if (type === 'string' || type === 'number' || type === 'boolean') {
    out.type = type;
  }
  for (const test of description.tests) {
    const keyword = limitKeywords[type]?.[test.name ?? ''];
    const params = test.params as Record<string, unknown> | undefined;
    if (keyword && params) out[keyword] = params[test.name as string];
    if (test.name === 'integer') out.type = 'integer';
    if (test.name === 'email') out.format = 'email';
  }
  const allowed = description.oneOf.filter((value) => value !== undefined && value !== null);
  if (allowed.length > 0) out.enum = allowed;
  if ('default' in description && description.default !== undefined) {
    out.default = description.default;
  }
  if (description.nullable) {
    if (out.enum) out.enum = [...out.enum, null];
    else if (typeof out.type === 'string') out.type = [out.type, 'null'];
  }
  return out;
}

export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  return convert(schema.describe());
}
