// What a response carries, field by field, at every depth: a plain JSON Schema (2020-12, as
// OpenAPI 3.1 reads it) that also carries the TypeScript type it describes. The API derives
// its serializers from these (a field a shape does not name never leaves the server) and its
// OpenAPI document; the front ends read the types. Hand-made rather than TypeBox: TypeBox adds
// about 12 KB gz (as yup does) to every page that names an endpoint, these builders well under 1.

declare const described: unique symbol;

/** A JSON Schema whose values have the type T. */
export interface Shape<T> {
  readonly [described]?: T;
  readonly type?: string | readonly string[];
  readonly [keyword: string]: unknown;
}

export type ShapeType<S> = S extends Shape<infer T> ? T : never;

const optionalMark = 'x-optional';

/** A field that may be absent (a `?` field of the type): left out of `required`. */
export interface OptionalShape<T> extends Shape<T | undefined> {
  readonly [optionalMark]: true;
}

type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends OptionalShape<unknown> ? K : never;
}[keyof F];
type ObjectType<F extends Fields> = {
  [K in Exclude<keyof F, OptionalKeys<F>>]: ShapeType<F[K]>;
} & { [K in OptionalKeys<F>]?: Exclude<ShapeType<F[K]>, undefined> };
type Flat<T> = { [K in keyof T]: T[K] } & {};

interface Notes {
  description?: string;
}

const withNotes = (schema: Record<string, unknown>, notes?: Notes) =>
  notes?.description ? { ...schema, description: notes.description } : schema;

export const string = (notes?: Notes & { format?: 'date-time' | 'email' | 'uri' }): Shape<string> =>
  withNotes(notes?.format ? { type: 'string', format: notes.format } : { type: 'string' }, notes);

/** An ISO 8601 timestamp, as the store keeps them. */
export const timestamp = (notes?: Notes): Shape<string> =>
  string({ ...notes, format: 'date-time' });

export const number = (notes?: Notes): Shape<number> => withNotes({ type: 'number' }, notes);
export const integer = (notes?: Notes): Shape<number> => withNotes({ type: 'integer' }, notes);
export const boolean = (notes?: Notes): Shape<boolean> => withNotes({ type: 'boolean' }, notes);

export const literal = <const V extends string | number | boolean>(
  value: V,
  notes?: Notes,
): Shape<V> => withNotes({ const: value }, notes);

export const oneOf = <const V extends readonly (string | number)[]>(
  values: V,
  notes?: Notes,
): Shape<V[number]> => withNotes({ enum: [...values] }, notes);

export const array = <T>(items: Shape<T>, notes?: Notes): Shape<T[]> =>
  withNotes({ type: 'array', items }, notes);

/** A list its readers only read (a type written with `readonly T[]`, as printed records are). */
export const readonlyArray = <T>(items: Shape<T>, notes?: Notes): Shape<readonly T[]> =>
  array(items, notes);

export const nullable = <T>(inner: Shape<T>): Shape<T | null> => ({
  anyOf: [inner, { type: 'null' }],
});

export const optional = <T>(inner: Shape<T>): OptionalShape<T> => ({
  ...inner,
  [optionalMark]: true,
});

/**
 * An object whose every field is named. A `title` names it in the API description
 * (components/schemas), as a serializer's name did.
 */
export function object<F extends Fields>(
  fields: F,
  notes?: Notes & { title?: string },
): Shape<Flat<ObjectType<F>>> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const { [optionalMark]: isOptional, ...schema } = field as Record<string, unknown>;
    properties[key] = schema;
    if (!isOptional) required.push(key);
  }
  return {
    ...(notes?.title ? { title: notes.title } : {}),
    ...withNotes({ type: 'object', properties, required, additionalProperties: false }, notes),
  };
}

/** A map whose keys are data (ids, kinds), each value of the given shape. */
export const record = <K extends string, T>(values: Shape<T>, notes?: Notes): Shape<Record<K, T>> =>
  withNotes({ type: 'object', additionalProperties: values }, notes);

/** Adds or overrides fields of an object shape (an owned record: the schema's fields + id…). */
export function extend<A, F extends Fields>(
  base: Shape<A>,
  fields: F,
  notes?: Notes & { title?: string },
): Shape<Flat<Omit<A, keyof F> & ObjectType<F>>> {
  const extra = object(fields) as { properties: Record<string, unknown>; required: string[] };
  const { properties, required } = base as unknown as {
    properties: Record<string, unknown>;
    required: string[];
  };
  return {
    ...(notes?.title ? { title: notes.title } : {}),
    ...withNotes(
      {
        type: 'object',
        properties: { ...properties, ...extra.properties },
        required: [...required.filter((key) => !(key in extra.properties)), ...extra.required],
        additionalProperties: false,
      },
      notes,
    ),
  };
}

type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Mutual assignability alone lets an optional field go missing; the keys must match too.
type Same<A, B> =
  Assignable<A, B> extends true ? Assignable<keyof NonNullable<A>, keyof NonNullable<B>> : false;

/**
 * Checks, when it compiles, that a shape describes exactly the type T (no field more, none
 * less, the same types), where T is also written as a type (an interface, a yup schema's
 * InferType): `describes<PlanDocument>()(object({…}))`.
 */
export const describes =
  <T>() =>
  <S extends Shape<unknown>>(
    shape: S & (Same<ShapeType<S>, T> extends true ? unknown : { differsFrom: T }),
  ): Shape<T> =>
    shape as unknown as Shape<T>;

/** A list of fixed length whose items each have their own shape (a label and its value). */
export const tuple = <const T extends readonly Shape<unknown>[]>(
  items: T,
  notes?: Notes,
): Shape<{ readonly [K in keyof T]: ShapeType<T[K]> }> =>
  withNotes(
    { type: 'array', prefixItems: [...items], minItems: items.length, maxItems: items.length },
    notes,
  );

type Properties = Record<string, { const?: unknown }>;
const propertiesOf = (branch: Shape<unknown>) => (branch.properties ?? {}) as Properties;

/**
 * Whether no value of the later form can have the earlier form's literal: the later one gives
 * another literal for that field, or has no such field.
 */
function toldApart(earlier: Shape<unknown>, later: Shape<unknown>): boolean {
  const laterFields = propertiesOf(later);
  return Object.entries(propertiesOf(earlier)).some(
    ([key, field]) =>
      'const' in field &&
      (!(key in laterFields) ||
        ('const' in laterFields[key]! && laterFields[key]!.const !== field.const)),
  );
}

/**
 * One of several object shapes, told apart by a field each gives as a literal (`status:
 * 'granted'` or `'pending'`): the serializer copies the fields of the first form the value
 * fits. So every form but the last must have a literal no later form's value can have (the
 * last may have none), or a value would be copied as a form it is not: built otherwise, it throws.
 */
export function either<const S extends readonly Shape<unknown>[]>(
  branches: S,
  notes?: Notes & { title?: string },
): Shape<ShapeType<S[number]>> {
  branches.forEach((earlier, index) => {
    branches.slice(index + 1).forEach((later, offset) => {
      if (!toldApart(earlier, later)) {
        throw new Error(
          `form ${index + 1} of an either has no literal field that tells it from form ${index + offset + 2}`,
        );
      }
    });
  });
  return {
    ...(notes?.title ? { title: notes.title } : {}),
    ...withNotes({ oneOf: [...branches] }, notes),
  };
}
