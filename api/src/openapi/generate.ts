import { MAX_CURSOR_LENGTH, PAGE_SIZE } from '@legacy-planner/contracts';
import type { AnyRoute, Policy } from '../routing/declaration';
import { jsonSchemaOf, type JsonSchema } from '../routing/jsonSchema';
import { SESSION_COOKIE } from '../session/sessionMiddleware';

// /api/openapi.json, generated from the route declarations and the shared yup schemas: the
// document cannot drift from what the server does, because it is made from the same source.

const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  required: ['error', 'message'],
};

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const error = (description: string) => ({ description, ...json(ref('Error')) });

const policyText: Record<Policy, string> = {
  public: 'Anyone may call it.',
  owner:
    'The signed-in user, on their own records (the demo account may only read); refused while the session works on a plan they help with, unless the route is about the person.',
  owner_or_helper:
    'The plan the session works on: its owner, or a helper of it whose role allows (x-helpers).',
  viewer: 'Someone holding an active access grant; read-only.',
  admin: 'A signed-in administrator.',
  second_factor:
    'The browser whose password was right, in the 5 minutes it has to give the second factor.',
};

/** `/documents/:id` → `/api/documents/{id}`. */
const openapiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

/** An upload: the file part and the text fields (arrays as comma-separated text). */
function multipartBody({ fields, file }: NonNullable<AnyRoute['multipart']>) {
  const described = jsonSchemaOf(fields);
  const properties: Record<string, JsonSchema> = { [file]: { type: 'string', format: 'binary' } };
  for (const [name, schema] of Object.entries(described.properties ?? {})) {
    properties[name] = schema.type === 'array' ? { type: 'string' } : schema;
  }
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: { type: 'object', properties, required: [file] } },
    },
  };
}

function operation(route: AnyRoute, schemas: Record<string, JsonSchema>) {
  const responses: Record<string, unknown> = {};
  const { response } = route;
  if ('serializer' in response) {
    schemas[response.serializer.name] = response.serializer.schema;
    responses[response.status] = {
      description: response.status === 202 ? 'Accepted: the work goes on after the answer' : 'OK',
      ...json(ref(response.serializer.name)),
    };
    if (response.statusOf) {
      responses[202] = { description: 'Accepted: waiting', ...json(ref(response.serializer.name)) };
    }
  } else if ('page' in response) {
    schemas[response.page.name] = response.page.schema;
    responses[200] = {
      description: 'One page, newest first; a `Link: <…>; rel="next"` header names the next one',
      headers: { Link: { schema: { type: 'string' } } },
      ...json({ type: 'array', items: ref(response.page.name) }),
    };
  } else if ('list' in response) {
    schemas[response.list.name] = response.list.schema;
    responses[200] = {
      description: 'The whole list',
      ...json({ type: 'array', items: ref(response.list.name) }),
    };
  } else if ('download' in response) {
    responses[200] = {
      description: 'The file, as an attachment, in the type recognised at upload',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  } else if (response.status === 204) {
    responses[204] = { description: 'Done' };
  } else {
    responses[302] = { description: 'Redirects the browser' };
  }

  if (route.body || route.paged || route.multipart)
    responses[400] = error('The input does not fit the rules');
  if (route.policy !== 'public') responses[401] = error('Not signed in, or no active access');
  if (route.policy === 'admin') responses[403] = error('Not an administrator');
  if (route.policy === 'owner' && route.method !== 'GET') {
    responses[403] = error(
      route.requires === 'verified_email'
        ? 'The email is not verified yet (email_not_verified), the demo account is read-only, the session works on a plan the user helps with (owner_only), or the request came from another site'
        : 'The demo account is read-only, the session works on a plan the user helps with (owner_only), or the request came from another site',
    );
  } else if (route.policy === 'owner' && !route.person) {
    responses[403] = error('The session works on a plan the user helps with (owner_only)');
  }
  if (route.policy === 'owner_or_helper') {
    responses[403] = error(
      'The user no longer helps with the chosen plan (no_longer_helping), a helper who may only view (helper_may_not), the demo account is read-only, or the request came from another site',
    );
  }
  if (route.load || route.params) responses[404] = error('No such record for this user');
  if (!('none' in route.rateLimit)) responses[429] = error('Too many requests; see Retry-After');
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    responses[status] = error(description);
  }

  const parameters = [
    ...Object.entries(route.params ?? {}).map(([name, description]) => ({
      name,
      in: 'path',
      required: true,
      description,
      schema: { type: 'string' },
    })),
    ...Object.entries(route.query ? (jsonSchemaOf(route.query).properties ?? {}) : {}).map(
      ([name, schema]) => ({ name, in: 'query', schema }),
    ),
    // Every paged route takes these, under one rule (the pipeline's readPage).
    ...(route.paged
      ? [
          {
            name: 'limit',
            in: 'query',
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: PAGE_SIZE.max,
              default: PAGE_SIZE.default,
            },
          },
          { name: 'cursor', in: 'query', schema: { type: 'string', maxLength: MAX_CURSOR_LENGTH } },
        ]
      : []),
  ];

  return {
    tags: [route.tag],
    summary: route.summary,
    description: `Who may call it: ${policyText[route.policy]}`,
    'x-policy': route.policy,
    ...(route.requires ? { 'x-requires': route.requires } : {}),
    ...(route.helpers ? { 'x-helpers': route.helpers } : {}),
    ...(route.policy === 'public' ? {} : { security: [{ session: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, ...json(jsonSchemaOf(route.body.schema)) } }
      : {}),
    ...(route.multipart ? { requestBody: multipartBody(route.multipart) } : {}),
    responses,
  };
}

export function openapiDocument(routes: readonly AnyRoute[]) {
  const schemas: Record<string, JsonSchema> = { Error: errorSchema };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openapiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Legacy Planner API',
      version: '1.0.0',
      description:
        'Each operation says who may call it (x-policy: public, owner, viewer, admin, second_factor). ' +
        'State-changing requests from another origin are refused; bodies must be JSON. ' +
        'Errors are `{ error, message }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
