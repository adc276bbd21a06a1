import type { Shape } from '@legacy-planner/contracts/endpoints/shape';
import type { JsonSchema } from './jsonSchema';
import type { Serializer } from './serializer';

// A serializer made from a response Shape: it copies exactly the fields the shape names, at
// every depth (objects inside lists inside objects), so a field the shape does not name
// cannot leave the server, whatever the store or an action put beside it.

type Copy = (value: unknown) => unknown;
const same: Copy = (value) => value;

function nonNullBranch(schema: JsonSchema): JsonSchema | null {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  return branches?.find((branch) => branch.type !== 'null') ?? null;
}

/**
 * The branch of a `oneOf` the value is: the first whose literal fields (`status`) it gives
 * (shape.either refuses forms that the order alone would tell apart).
 */
function branchOf(schema: JsonSchema, value: unknown): JsonSchema | null {
  const branches = schema.oneOf as JsonSchema[];
  const source = (value ?? {}) as Record<string, unknown>;
  return (
    branches.find((branch) =>
      Object.entries(branch.properties ?? {}).every(
        ([key, field]) => !('const' in field) || source[key] === field.const,
      ),
    ) ?? null
  );
}

function copierOf(schema: JsonSchema): Copy {
  if (Array.isArray(schema.oneOf)) {
    const copiers = new Map(
      (schema.oneOf as JsonSchema[]).map((branch) => [branch, copierOf(branch)]),
    );
    return (value) => {
      const branch = branchOf(schema, value);
      // Copying some other form's fields could let out what no form names.
      if (!branch) throw new Error('The value is none of the forms its shape allows');
      return copiers.get(branch)!(value);
    };
  }
  const inner = nonNullBranch(schema);
  if (inner) {
    const copy = copierOf(inner);
    return (value) => (value === null ? null : copy(value));
  }
  if (schema.type === 'array' && Array.isArray(schema.prefixItems)) {
    const copiers = (schema.prefixItems as JsonSchema[]).map(copierOf);
    // Items past the tuple's length are no item it names; missing ones are not made up.
    return (value) =>
      (value as unknown[]).slice(0, copiers.length).map((item, index) => copiers[index]!(item));
  }
  if (schema.type === 'array' && schema.items) {
    const copy = copierOf(schema.items);
    if (copy === same) return same;
    return (value) => (value as unknown[]).map(copy);
  }
  if (schema.type === 'object' && schema.properties) {
    // A plain loop over prepared pairs: lists serialize every item, and this is their cost.
    const fields = Object.entries(schema.properties).map(
      ([key, field]) => [key, copierOf(field)] as const,
    );
    return (value) => {
      const source = value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const [key, copy] of fields) {
        const field = source[key];
        if (field !== undefined) output[key] = copy(field);
      }
      return output;
    };
  }
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    const copy = copierOf(schema.additionalProperties as JsonSchema);
    return (value) =>
      Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, copy(field)]),
      );
  }
  return same;
}

const typeOfValue = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

/**
 * The places where a serialized value does not fit its shape (a required field missing, a
 * value of another type, an enum value not listed). Run on every response under test, so a
 * shape that misdescribes what an action returns fails the tests of that route.
 */
export function misfits(schema: JsonSchema, value: unknown, at = '$'): string[] {
  if (Array.isArray(schema.oneOf)) {
    const branch = branchOf(schema, value);
    return branch ? misfits(branch, value, at) : [`${at}: none of its forms`];
  }
  const inner = nonNullBranch(schema);
  if (inner) return value === null ? [] : misfits(inner, value, at);
  if ('const' in schema)
    return value === schema.const ? [] : [`${at}: not ${String(schema.const)}`];
  if (schema.enum) return schema.enum.includes(value) ? [] : [`${at}: ${String(value)} not listed`];
  const actual = typeOfValue(value);
  const allowed = ([] as string[]).concat((schema.type as string | string[] | undefined) ?? []);
  const fits =
    allowed.length === 0 ||
    allowed.includes(actual) ||
    (actual === 'integer' && allowed.includes('number'));
  if (!fits) return [`${at}: ${actual}, expected ${allowed.join(' or ')}`];
  if (actual === 'array' && Array.isArray(schema.prefixItems)) {
    const items = value as unknown[];
    const shapes = schema.prefixItems as JsonSchema[];
    if (items.length !== shapes.length) {
      return [`${at}: ${items.length} items, expected ${shapes.length}`];
    }
    return shapes.flatMap((item, index) => misfits(item, items[index], `${at}[${index}]`));
  }
  if (actual === 'array' && schema.items) {
    return (value as unknown[]).flatMap((item, index) =>
      misfits(schema.items!, item, `${at}[${index}]`),
    );
  }
  if (actual !== 'object') return [];
  const object = value as Record<string, unknown>;
  if (schema.properties) {
    const missing = (schema.required ?? [])
      .filter((key) => object[key] === undefined)
      .map((key) => `${at}.${key}: missing`);
    return [
      ...missing,
      ...Object.entries(schema.properties).flatMap(([key, field]) =>
        object[key] === undefined ? [] : misfits(field, object[key], `${at}.${key}`),
      ),
    ];
  }
  if (typeof schema.additionalProperties === 'object') {
    return Object.entries(object).flatMap(([key, field]) =>
      misfits(schema.additionalProperties as JsonSchema, field, `${at}.${key}`),
    );
  }
  return [];
}

/** The serializer of a response shape; its name (the shape's title) names it in /api/openapi.json. */
export function shapeSerializer<T>(shape: Shape<unknown>, fallbackName: string): Serializer<T> {
  const schema = shape as unknown as JsonSchema;
  const copy = copierOf(schema);
  return {
    name: typeof schema.title === 'string' ? schema.title : fallbackName,
    schema: schema as Serializer<T>['schema'],
    // A list's or a value's JSON, when the shape is not an object.
    serialize: (value) => copy(value) as Record<string, unknown>,
  };
}
