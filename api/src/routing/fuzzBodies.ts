import type { JsonSchema } from './jsonSchema';

// Hostile request bodies for the write-route fuzz test (fuzz.test.ts), made from a route's body
// schema and a seeded generator so that a seed replays the same bodies. Bodies are written as
// raw JSON text, the only way to send what JSON.stringify cannot write: an own "__proto__" key,
// a repeated key, 1e999 (Infinity once parsed), 9007199254740993 or -0.

/** One request body to send. */
export interface FuzzCase {
  /** What was sent, in a few words, for failure messages. */
  summary: string;
  /** The raw request body; undefined sends none. */
  payload?: string;
  /** The Content-Type header; undefined sends none. */
  contentType?: string;
  /** Marker strings placed in the body: an error answer must repeat none of them. */
  markers: string[];
}

export const JSON_TYPE = 'application/json';

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    chance: (probability: number) => next() < probability,
  };
}

/**
 * A seed of its own for one label (a route), so that adding a route or reordering them leaves
 * every other route's bodies as they were for the same run seed (FNV-1a).
 */
export function deriveSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${label}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash;
}

// ---------------------------------------------------------------------------------------------
// Building blocks

/** What one case is made with: the generator, and the markers placed so far. */
interface Maker {
  random: Random;
  markers: string[];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function word(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += LETTERS[random.int(0, LETTERS.length - 1)];
  return out;
}

/** A fresh string that appears nowhere else, recorded so the answer can be searched for it. */
function marker(maker: Maker): string {
  const value = `FZ${word(maker.random, 10)}`;
  maker.markers.push(value);
  return value;
}

/** A string of exactly `length` UTF-16 units made of repeated markers. */
function markedText(maker: Maker, length: number): string {
  const unit = `${marker(maker)} `;
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

const json = (value: unknown): string => JSON.stringify(value);

/**
 * The JSON of a string that needs no escaping (markers, spaces, emoji): the same text as
 * json(), without JSON.stringify scanning 900 KB strings, which took a sixth of the fuzz's time.
 */
const quoted = (text: string): string => `"${text}"`;

/** An object's raw JSON from [key, raw JSON value] pairs; keys may repeat. */
function rawObject(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([key, raw]) => `${json(key)}:${raw}`).join(',')}}`;
}

/** `count` copies of a raw JSON item in an array, built without a 100 000-element JS array. */
function rawArray(item: string, count: number): string {
  return count === 0 ? '[]' : `[${`${item},`.repeat(count - 1)}${item}]`;
}

/** `inner` wrapped `depth` times in arrays or in objects under `key`. */
function nested(depth: number, inner: string, shape: 'array' | 'object', key = 'a'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
    : `${`{${json(key)}:`.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

const KB = 1024;
/** Under the API's default 1 MB body limit, with room for the rest of the body. */
const LARGE_BYTES = 900 * KB;

function fieldNames(schema: JsonSchema | null): string[] {
  return Object.keys(schema?.properties ?? {});
}

/** A field to attack: one of the schema's, or a plausible name when the route takes no body. */
function someField(schema: JsonSchema | null, random: Random): string {
  const names = fieldNames(schema);
  return random.pick(names.length > 0 ? names : ['id', 'name', 'email', 'title']);
}

const mainType = (schema: JsonSchema | undefined): string | undefined =>
  Array.isArray(schema?.type) ? schema.type.find((type) => type !== 'null') : schema?.type;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

// ---------------------------------------------------------------------------------------------
// Valid bodies

/** A value the schema accepts (limits respected, emails well formed). */
function validValue(schema: JsonSchema, key: string, random: Random): unknown {
  if (schema.enum) return random.pick(schema.enum);
  switch (mainType(schema)) {
    case 'string':
      return validString(schema, key, random);
    case 'integer':
    case 'number':
      return random.int(numberOr(schema.minimum, 0), numberOr(schema.maximum, 1000));
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const max = Math.min(numberOr(schema.maxItems, 3), 3);
      const length = random.int(Math.min(numberOr(schema.minItems, 0), max), max);
      return Array.from({ length }, () =>
        schema.items ? validValue(schema.items, key, random) : word(random, 5),
      );
    }
    case 'object':
      return validObject(schema, random);
    default:
      return word(random, 8);
  }
}

function validString(schema: JsonSchema, key: string, random: Random): string {
  // The sign-up schema checks emails with a pattern, which the JSON Schema does not carry.
  if (schema.format === 'email' || /email/i.test(key)) return `${word(random, 12)}@example.com`;
  const max = Math.min(numberOr(schema.maxLength, 40), 40);
  const min = Math.min(Math.max(numberOr(schema.minLength, 1), 1), max);
  const text = word(random, random.int(min, max));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every required field, some optional ones, and at least one field when there are any. */
function validObject(schema: JsonSchema, random: Random): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const chosen = entries.filter(([key]) => required.has(key) || random.chance(0.6));
  if (chosen.length === 0 && entries.length > 0) chosen.push(random.pick(entries));
  return Object.fromEntries(chosen.map(([key, field]) => [key, validValue(field, key, random)]));
}

/** A body the route accepts as is (an update route may still find nothing to update). */
export function validBody(schema: JsonSchema | null, random: Random): Record<string, unknown> {
  return schema ? validObject(schema, random) : {};
}

const validEntries = (body: Record<string, unknown>, except?: string) =>
  Object.entries(body)
    .filter(([key]) => key !== except)
    .map(([key, value]) => [key, json(value)] as const);

// ---------------------------------------------------------------------------------------------
// Hostile values for one field

interface Hostile {
  raw: string;
  label: string;
}

const hostiles = (pairs: readonly (readonly [string, string])[]): readonly Hostile[] =>
  pairs.map(([raw, label]) => ({ raw, label }));

const WRONG_TYPES = hostiles([
  ['0', 'number 0'],
  ['-1', 'number -1'],
  ['true', 'true'],
  ['false', 'false'],
  ['null', 'null'],
  ['[]', 'empty array'],
  ['[1,"a",null,{}]', 'mixed array'],
  ['["a"]', 'array of a string'],
  ['{}', 'empty object'],
  ['{"$gt":""}', 'operator {"$gt":""}'],
  ['{"$ne":null}', 'operator {"$ne":null}'],
  ['{"$regex":".*"}', 'operator {"$regex":".*"}'],
  ['{"$where":"sleep(5000)"}', 'operator {"$where"}'],
  ['""', 'empty string'],
]);

const EDGE_NUMBERS = hostiles([
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['1e999', '1e999 (Infinity)'],
  ['-1e999', '-1e999 (-Infinity)'],
  ['-0', '-0'],
  ['9007199254740993', '2**53+1'],
  ['-9007199254740993', '-(2**53+1)'],
  ['0.5', '0.5'],
  ['5e-324', '5e-324'],
  ['123456789012345678901234567890', 'a 30-digit number'],
  ['1.0', '1.0'],
]);

/** Text that has broken parsers, databases, logs and case folding before. */
const STRANGE_TEXT: readonly (readonly [string, string])[] = [
  ['👩‍👩‍👧‍👦🔥🏳️‍🌈', 'emoji'],
  ['a\u0000b', 'a NUL'],
  ['\u0000', 'only NUL'],
  ['\u202eexe.txt', 'RTL override'],
  ['\u200b\u200c\u200d\ufeff', 'zero-width characters'],
  ['\ud800', 'a lone high surrogate'],
  ['x\udfffy', 'a lone low surrogate'],
  ['Z\u0335\u0321\u031b\u0317'.repeat(40), 'stacked combining marks'],
  ['   ', 'only spaces'],
  ['\t\r\n', 'only control whitespace'],
  ['\u0130'.repeat(60), 'İ (longer once lower-cased)'],
  ['ß'.repeat(60), 'ß (longer once upper-cased)'],
  ['𝕏𝔂𝓏', 'astral letters'],
  ["'; DROP TABLE users; --", 'SQL'],
  ['<script>alert(1)</script>', 'HTML'],
  ['${7*7}{{7*7}}%s%n', 'template and format strings'],
  ['\r\nSet-Cookie: lp.sid=stolen', 'a header injection'],
  ['../../../etc/passwd', 'a path'],
  ['null', 'the text null'],
  ['__proto__', 'the text __proto__'],
  ['\uffff\ufffe', 'non-characters'],
];

function overLongString(field: JsonSchema | undefined, maker: Maker): Hostile {
  if (maker.random.chance(0.2)) return backtrackingString(maker);
  const max = numberOr(field?.maxLength, 1000);
  const length = maker.random.pick([max + 1, max * 10, 100 * KB]);
  return { raw: json(markedText(maker, length)), label: `a ${length}-character string` };
}

/**
 * Long enough to take a backtracking pattern seconds when it is quadratic, short enough to be
 * over in a moment when it is not (a field's maximum length does not stop its other tests).
 */
const BACKTRACKING_LENGTH = 20_000;

/** Text shaped to make backtracking patterns retry at every position, failing at the end. */
const BACKTRACKING_SHAPES: readonly (readonly [(mark: string, n: number) => string, string])[] = [
  [(mark, n) => `${mark}@${'.'.repeat(n)}@`, 'an email with thousands of dots and a second @'],
  [(mark, n) => `${mark}${'a'.repeat(n)}!`, 'thousands of letters and a !'],
  [(mark, n) => `${mark}${' '.repeat(n)}\u0000`, 'thousands of spaces and a NUL'],
  [(mark, n) => `${mark}${'-'.repeat(n)}@`, 'thousands of dashes and an @'],
];

function backtrackingString(maker: Maker, emailLike = false): Hostile {
  const [shape, label] = emailLike
    ? BACKTRACKING_SHAPES[0]!
    : maker.random.pick(BACKTRACKING_SHAPES);
  return {
    raw: json(shape(marker(maker), BACKTRACKING_LENGTH)),
    label: `${label} (${BACKTRACKING_LENGTH} characters)`,
  };
}

function strangeString(maker: Maker): Hostile {
  const [text, label] = maker.random.pick(STRANGE_TEXT);
  // Half the time with a marker, to see whether the answer repeats it.
  return maker.random.chance(0.5)
    ? { raw: json(`${marker(maker)}${text}`), label: `marker + ${label}` }
    : { raw: json(text), label };
}

/** A valid choice spelled slightly wrong: "WILL", "will ", "will\u0000". */
function nearEnum(field: JsonSchema, maker: Maker): Hostile {
  const value = String(maker.random.pick(field.enum ?? ['x']));
  const text = maker.random.pick([value.toUpperCase(), `${value} `, `${value}\u0000`, ` ${value}`]);
  return { raw: json(text), label: `near-valid choice ${json(text)}` };
}

function hostileValue(field: JsonSchema | undefined, maker: Maker): Hostile {
  const { random } = maker;
  const roll = random.next();
  if (roll < 0.3) return random.pick(WRONG_TYPES);
  if (roll < 0.45) return random.pick(EDGE_NUMBERS);
  if (roll < 0.65) return overLongString(field, maker);
  if (roll < 0.9 || !field?.enum) return strangeString(maker);
  return nearEnum(field, maker);
}

// ---------------------------------------------------------------------------------------------
// Whole cases

const jsonCase = (maker: Maker, summary: string, payload: string): FuzzCase => ({
  summary,
  payload,
  contentType: JSON_TYPE,
  markers: maker.markers,
});

/** A valid body with one field replaced by a hostile value. */
function mutatedField(schema: JsonSchema | null, maker: Maker): FuzzCase {
  const key = someField(schema, maker.random);
  const hostile = hostileValue(schema?.properties?.[key], maker);
  const body = validBody(schema, maker.random);
  return jsonCase(
    maker,
    `valid body, field "${key}" := ${hostile.label}`,
    rawObject([...validEntries(body, key), [key, hostile.raw]]),
  );
}

/** Fields nobody declared, to reach prototypes or to set what the server owns. */
const EXTRA_FIELDS: readonly ((maker: Maker) => readonly [string, string])[] = [
  () => ['__proto__', '{"isAdmin":true,"role":"admin","isDemo":false}'],
  () => ['__proto__', 'null'],
  (maker) => ['__proto__', json(marker(maker))],
  () => ['constructor', '{"prototype":{"isAdmin":true}}'],
  () => ['prototype', '{"isAdmin":true,"polluted":true}'],
  () => ['role', '"admin"'],
  () => ['isDemo', 'false'],
  () => ['emailVerified', 'true'],
  (maker) => ['userId', json(marker(maker))],
  (maker) => ['id', json(marker(maker))],
  () => ['passwordHash', '"scrypt$1024$8$1$AAAA$AAAA"'],
  () => ['createdAt', '"1970-01-01T00:00:00.000Z"'],
  (maker) => [marker(maker), json(marker(maker))],
];

function unknownFields(schema: JsonSchema | null, maker: Maker): FuzzCase {
  const { random } = maker;
  const extras = Array.from({ length: random.int(1, 3) }, () => random.pick(EXTRA_FIELDS)(maker));
  const entries = [...validEntries(validBody(schema, random)), ...extras];
  const names = extras.map(([key]) => (key.startsWith('FZ') ? 'a random name' : key));
  // A known field sent twice, the second time hostile: JSON.parse keeps the last one.
  if (random.chance(0.25)) {
    const key = someField(schema, random);
    entries.push([key, hostileValue(schema?.properties?.[key], maker).raw]);
    names.push(`"${key}" twice`);
  }
  return jsonCase(maker, `valid body + unknown fields ${names.join(', ')}`, rawObject(entries));
}

/** The body the route accepts, to keep the success path in the mix. */
function unchangedValid(schema: JsonSchema | null, maker: Maker): FuzzCase {
  return jsonCase(maker, 'valid body', json(validBody(schema, maker.random)));
}

/** JSON that is not an object, text that is not JSON, and empty bodies. */
function notAnObjectOptions(schema: JsonSchema | null, maker: Maker): FuzzCase[] {
  const valid = json(validBody(schema, maker.random));
  const mark = marker(maker);
  const options: readonly (readonly [string, string])[] = [
    ['[]', 'JSON array []'],
    [`[${valid}]`, 'the valid body inside an array'],
    [json(mark), 'a JSON string'],
    ['42', 'a JSON number'],
    ['null', 'JSON null'],
    ['true', 'JSON true'],
    ['""', 'an empty JSON string'],
    ['{', 'invalid JSON: {'],
    [`{"${mark}":}`, 'invalid JSON: missing value'],
    [`{'${mark}':1}`, 'invalid JSON: single quotes'],
    ['{"a":1,}', 'invalid JSON: trailing comma'],
    [`${valid} ${mark}`, 'invalid JSON: trailing text'],
    [valid.slice(0, Math.max(1, Math.floor(valid.length / 2))), 'invalid JSON: truncated body'],
    ['NaN', 'invalid JSON: NaN'],
    ['undefined', 'invalid JSON: undefined'],
    [`{"${mark}":"a\u0001b"}`, 'invalid JSON: raw control character'],
    [`{"${mark}`, 'invalid JSON: unterminated string'],
    [`\ufeff${valid}`, 'the valid body after a byte-order mark'],
    ['', 'an empty body'],
    ['   \n', 'only whitespace'],
  ];
  return options.map(([payload, summary]) => jsonCase(maker, summary, payload));
}

/** A body not sent as application/json, or none at all. */
function wrongContentTypeOptions(schema: JsonSchema | null, maker: Maker): FuzzCase[] {
  const valid = json(validBody(schema, maker.random));
  const mark = marker(maker);
  const field = someField(schema, maker.random);
  const options: readonly (readonly [string, string | undefined, string | undefined])[] = [
    ['the valid body as text/plain', valid, 'text/plain'],
    [
      'a form-encoded body',
      `${field}=${mark}&__proto__[isAdmin]=true`,
      'application/x-www-form-urlencoded',
    ],
    [
      'a multipart body',
      `--b\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${mark}\r\n--b--\r\n`,
      'multipart/form-data; boundary=b',
    ],
    ['an XML body', `<${field}>${mark}</${field}>`, 'application/xml'],
    ['JSON with an unknown charset', valid, 'application/json; charset=bogus-8'],
    ['JSON declared as UTF-16', valid, 'application/json; charset=utf-16le'],
    ['JSON as application/vnd.api+json', valid, 'application/vnd.api+json'],
    ['no body, no content type', undefined, undefined],
    ['no body, JSON content type', undefined, JSON_TYPE],
  ];
  return options.map(([summary, payload, contentType]) => ({
    summary,
    ...(payload !== undefined && { payload }),
    ...(contentType !== undefined && { contentType }),
    markers: maker.markers,
  }));
}

/** A backtracking-shaped string in an email field when the route has one, else in any field. */
function backtrackingField(schema: JsonSchema | null, maker: Maker): FuzzCase {
  const emails = fieldNames(schema).filter((key) => /email/i.test(key));
  const key = emails.length > 0 ? maker.random.pick(emails) : someField(schema, maker.random);
  const hostile = backtrackingString(maker, emails.length > 0);
  const body = validBody(schema, maker.random);
  return jsonCase(
    maker,
    `field "${key}" := ${hostile.label}`,
    rawObject([...validEntries(body, key), [key, hostile.raw]]),
  );
}

const DEPTHS = [50, 2000, 3000] as const;
type Nesting = 'body' | 'field with a 4 KB string' | 'field with a short string';
const NESTINGS: readonly Nesting[] = [
  'body',
  'field with a 4 KB string',
  'field with a short string',
];

/** Values nested thousands deep: the whole body, or a field with a string at the bottom. */
function deeplyNested(
  schema: JsonSchema | null,
  maker: Maker,
  levels: number = maker.random.pick(DEPTHS),
  where: Nesting = maker.random.pick(NESTINGS),
  shape: 'array' | 'object' = maker.random.pick(['array', 'object'] as const),
): FuzzCase {
  if (where === 'body') {
    return jsonCase(
      maker,
      `the body nested ${levels} deep in ${shape}s`,
      nested(levels, '1', shape),
    );
  }
  // A 4 KB string deep down once made an 8 MB error answer (its path, repeated per level).
  const inner =
    where === 'field with a 4 KB string' ? json(markedText(maker, 4 * KB)) : json(marker(maker));
  const key = someField(schema, maker.random);
  const body = validBody(schema, maker.random);
  return jsonCase(
    maker,
    `field "${key}" := ${where.replace('field with ', '')} nested ${levels} deep in ${shape}s`,
    rawObject([...validEntries(body, key), [key, nested(levels, inner, shape, key)]]),
  );
}

const LONG_ARRAY = 100_000;
type LongArray = 'body' | 'any field' | 'array field';
const LONG_ARRAYS: readonly LongArray[] = ['body', 'any field', 'array field'];

/** An array of 100 000 items: the whole body, any field, or a field the schema makes a list. */
function longArray(
  schema: JsonSchema | null,
  maker: Maker,
  where: LongArray = maker.random.pick(LONG_ARRAYS),
): FuzzCase {
  const { random } = maker;
  if (where === 'body') {
    return jsonCase(maker, `a ${LONG_ARRAY}-item array as the body`, rawArray('0', LONG_ARRAY));
  }
  const lists = Object.entries(schema?.properties ?? {}).filter(([, f]) => mainType(f) === 'array');
  const body = validBody(schema, random);
  if (where === 'any field' || lists.length === 0) {
    const key = someField(schema, random);
    return jsonCase(
      maker,
      `field "${key}" := a ${LONG_ARRAY}-item array`,
      rawObject([...validEntries(body, key), [key, rawArray('0', LONG_ARRAY)]]),
    );
  }
  // Valid items, so that only the length is wrong: it must be refused before each item is
  // checked. The shortest valid item keeps the body under the size limit.
  const [key, field] = random.pick(lists);
  const choices = field.items?.enum?.filter((value) => value !== null).map(json) ?? ['0'];
  const item = choices.reduce((shortest, next) =>
    next.length < shortest.length ? next : shortest,
  );
  return jsonCase(
    maker,
    `field "${key}" := ${LONG_ARRAY} valid items (schema allows ${field.maxItems ?? 'any number'})`,
    rawObject([...validEntries(body, key), [key, rawArray(item, LONG_ARRAY)]]),
  );
}

/** Bodies close to the size limit (and one just past it). */
const LARGE_BODY_KINDS = 5;

function largeBody(
  schema: JsonSchema | null,
  maker: Maker,
  kind = maker.random.int(0, LARGE_BODY_KINDS - 1),
): FuzzCase {
  const { random } = maker;
  const key = someField(schema, random);
  const body = validBody(schema, random);
  switch (kind) {
    case 0:
      return jsonCase(
        maker,
        `field "${key}" := a 900 KB string`,
        rawObject([...validEntries(body, key), [key, quoted(markedText(maker, LARGE_BYTES))]]),
      );
    case 1: {
      // Four bytes of UTF-8 per emoji, two UTF-16 units.
      const emoji = '😀'.repeat(LARGE_BYTES / 4);
      return jsonCase(
        maker,
        `field "${key}" := 900 KB of emoji`,
        rawObject([...validEntries(body, key), [key, quoted(`${marker(maker)}${emoji}`)]]),
      );
    }
    case 2: {
      const mark = marker(maker);
      const count = Math.floor(LARGE_BYTES / (mark.length + 12));
      const fields = Array.from({ length: count }, (_, i) => [`${mark}${i}`, '1'] as const);
      return jsonCase(
        maker,
        `valid body + ${count} unknown fields`,
        rawObject([...validEntries(body), ...fields]),
      );
    }
    case 3:
      return jsonCase(
        maker,
        'valid body + an unknown field of 900 KB',
        rawObject([...validEntries(body), [marker(maker), quoted(markedText(maker, LARGE_BYTES))]]),
      );
    default:
      return jsonCase(
        maker,
        `field "${key}" := a 1.1 MB string (over the limit)`,
        rawObject([...validEntries(body, key), [key, quoted(markedText(maker, 1100 * KB))]]),
      );
  }
}

type CaseMaker = (schema: JsonSchema | null, maker: Maker) => FuzzCase;
const pickOne =
  (options: (schema: JsonSchema | null, maker: Maker) => FuzzCase[]): CaseMaker =>
  (schema, maker) =>
    maker.random.pick(options(schema, maker));

/** How often each kind of body is sent among the random ones (weights add up to 100). */
const MIX: readonly (readonly [number, CaseMaker])[] = [
  [45, mutatedField],
  [15, unknownFields],
  [5, unchangedValid],
  [12, pickOne(notAnObjectOptions)],
  [8, pickOne(wrongContentTypeOptions)],
  [6, (schema, maker) => deeplyNested(schema, maker)],
  [4, (schema, maker) => longArray(schema, maker)],
  [5, (schema, maker) => largeBody(schema, maker)],
];

const newMaker = (random: Random): Maker => ({ random, markers: [] });

/** One random body for a route whose body schema is `schema` (null: the route reads none). */
export function randomCase(schema: JsonSchema | null, random: Random): FuzzCase {
  let roll = random.next() * 100;
  for (const [weight, make] of MIX) {
    if (roll < weight) return make(schema, newMaker(random));
    roll -= weight;
  }
  return mutatedField(schema, newMaker(random));
}

/**
 * The rare and expensive shapes, each sent once to every route whatever FUZZ_RUNS is: every
 * nesting depth and place, every long array, every large body, a string shaped to make
 * patterns backtrack, every body that is not a JSON object and every wrong content type.
 */
export function edgeCases(schema: JsonSchema | null, random: Random): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const levels of DEPTHS) {
    for (const where of NESTINGS) {
      cases.push(
        deeplyNested(schema, newMaker(random), levels, where, random.pick(['array', 'object'])),
      );
    }
  }
  for (const where of LONG_ARRAYS) cases.push(longArray(schema, newMaker(random), where));
  for (let kind = 0; kind < LARGE_BODY_KINDS; kind++) {
    cases.push(largeBody(schema, newMaker(random), kind));
  }
  cases.push(backtrackingField(schema, newMaker(random)));
  cases.push(...notAnObjectOptions(schema, newMaker(random)));
  cases.push(...wrongContentTypeOptions(schema, newMaker(random)));
  return cases;
}
