import { readdirSync } from 'node:fs';
import type { Endpoint } from './endpoint';
import * as access from './access';
import * as account from './account';
import * as accountForms from './accountForms';
import * as admin from './admin';
import * as auth from './auth';
import * as authForms from './authForms';
import * as binder from './binder';
import * as checkIns from './checkIns';
import * as files from './files';
import * as helpers from './helpers';
import * as maritalStatus from './maritalStatus';
import * as messages from './messages';
import * as notices from './notices';
import * as ownership from './ownership';
import * as packet from './packet';
import * as planner from './planner';
import * as planReview from './planReview';
import * as privacy from './privacy';
import * as signing from './signing';
import * as system from './system';
import * as wizards from './wizards';

// Every response of every endpoint names every field, at every depth: a field a shape does not
// name never leaves the server, so an object left open would either hide what a response carries
// or let out whatever an action put in it.

const endpointFiles: Record<string, object> = {
  access,
  account,
  accountForms,
  admin,
  auth,
  authForms,
  binder,
  checkIns,
  files,
  helpers,
  maritalStatus,
  messages,
  notices,
  ownership,
  planner,
  packet,
  planReview,
  privacy,
  signing,
  system,
  wizards,
};

/**
 * The objects meant to stay open, as `<file> <where>`; any other fails. An entry no longer open
 * fails too, so that this list says what is true.
 */
const meantToBeOpen = [
  // The OpenAPI document's own parts: the OpenAPI specification names their fields, not us.
  'system $.paths{}',
  'system $.components.schemas{}',
  'system $.components.securitySchemes{}',
];

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/** Where an object of the schema leaves its fields unnamed. */
function holes(schema: Schema, at: string): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((branch) => holes(branch, at));
  if (schema.prefixItems) {
    return schema.prefixItems.flatMap((item, index) => holes(item, `${at}[${index}]`));
  }
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

function answerOf({ response }: Endpoint): Schema | null {
  if ('json' in response) return response.json as Schema;
  if ('page' in response) return response.page as Schema;
  if ('list' in response) return response.list as Schema;
  return null;
}

const endpoints = Object.entries(endpointFiles).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Endpoint] => {
      const value: unknown = entry[1];
      return typeof value === 'object' && value !== null && 'response' in value;
    })
    .map(([name, endpoint]) => ({ file, name, endpoint })),
);

const openObjects = endpoints.flatMap(({ file, name, endpoint }) => {
  const answer = answerOf(endpoint);
  return answer ? holes(answer, '$').map((where) => ({ file, name, where })) : [];
});

describe('every endpoint', () => {
  it('of every file of endpoints is walked here', () => {
    const onDisk = readdirSync(__dirname)
      // What every endpoint shares: their type, their shapes, and the header naming the plan.
      .filter(
        (name) =>
          /^\w+\.ts$/.test(name) && !['endpoint.ts', 'shape.ts', 'planHeader.ts'].includes(name),
      )
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(onDisk).toEqual(Object.keys(endpointFiles).sort());
    expect(endpoints.length).toBeGreaterThan(90);
  });

  it('names every field of its response, at every depth, but where it is meant to be open', () => {
    const unnamed = openObjects
      .filter(({ file, where }) => !meantToBeOpen.includes(`${file} ${where}`))
      .map(({ file, name, where }) => `${file}.${name} ${where}`);
    expect(unnamed).toEqual([]);
  });

  it('leaves open only what the list above says is open', () => {
    const open = new Set(openObjects.map(({ file, where }) => `${file} ${where}`));
    expect(meantToBeOpen.filter((entry) => !open.has(entry))).toEqual([]);
  });
});
