import type { Endpoint } from './endpoint';
import * as privacy from './privacy';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
};

/** Where an object of the schema leaves its fields unnamed (an `object` hole). */
function holes(schema: Schema, at: string): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => holes(branch, at));
  if (schema.items) return holes(schema.items, `${at}[]`);
  if (schema.type !== 'object') return [];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, field]) =>
      holes(field, `${at}.${key}`),
    );
  }
  return typeof schema.additionalProperties === 'object'
    ? holes(schema.additionalProperties, `${at}{}`)
    : [at];
}

const endpoints = Object.entries(privacy).filter(
  (entry): entry is [string, Endpoint] => typeof entry[1] === 'object' && 'response' in entry[1],
);

describe('the privacy endpoints', () => {
  it.each(endpoints)('%s names every field of its response, at every depth', (_, endpoint) => {
    const { response } = endpoint;
    const answered =
      'json' in response
        ? response.json
        : 'page' in response
          ? response.page
          : 'list' in response
            ? response.list
            : undefined;
    if (answered) expect(holes(answered as Schema, '$')).toEqual([]);
  });
});
