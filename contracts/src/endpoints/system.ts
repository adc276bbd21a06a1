import type { HealthReport } from '../health';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The platform: whether the API answers, and its own description.

export const healthShape = shape.describes<HealthReport>()(
  shape.object(
    {
      status: shape.literal('ok'),
      store: shape.oneOf(['sqlite', 'mongodb']),
      uptimeSeconds: shape.integer(),
    },
    { title: 'Health' },
  ),
);

// The parts of an OpenAPI 3.1 document whose fields the OpenAPI specification names, not us:
// they go out whole, as the document was generated from the route declarations.
const specified = (description: string): shape.Shape<Record<string, unknown>> => ({
  type: 'object',
  description,
});

export const openapiShape = shape.object(
  {
    openapi: shape.string({ description: 'The OpenAPI version, 3.1.x' }),
    info: shape.object({
      title: shape.string(),
      version: shape.string(),
      description: shape.string(),
    }),
    servers: shape.array(shape.object({ url: shape.string() })),
    paths: shape.record(specified('A Path Item object'), {
      description: 'The operations, by path',
    }),
    components: shape.object({
      schemas: shape.record(specified('A JSON Schema'), {
        description: 'The bodies and answers, by name',
      }),
      securitySchemes: shape.record(specified('A Security Scheme object')),
    }),
  },
  { title: 'OpenAPI', description: 'An OpenAPI 3.1 document' },
);
export type OpenApiDocument = shape.ShapeType<typeof openapiShape>;

export const getHealth = {
  method: 'GET',
  path: '/health',
  response: { json: healthShape },
} as const satisfies Endpoint;
export const getOpenapi = {
  method: 'GET',
  path: '/openapi.json',
  response: { json: openapiShape },
} as const satisfies Endpoint;
