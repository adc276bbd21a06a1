import { endpointAddress, type Endpoint } from './endpoint';
import * as shape from './shape';

const fileContent = {
  method: 'GET',
  path: '/files/:id/content',
  response: { download: true },
} as const satisfies Endpoint;

describe('endpointAddress', () => {
  it('puts the parameters in the path, encoded, under /api', () => {
    expect(endpointAddress(fileContent, { params: { id: 'a/b c' } })).toBe(
      '/api/files/a%2Fb%20c/content',
    );
  });

  it('adds the query fields given, leaving out those not given', () => {
    const preview = {
      method: 'GET',
      path: '/privacy/preview',
      response: { json: shape.object({ level: shape.string() }) },
    } as const satisfies Endpoint;
    expect(endpointAddress(preview, { query: { level: 'full & more', cursor: undefined } })).toBe(
      '/api/privacy/preview?level=full%20%26%20more',
    );
  });

  it('refuses to build an address without one of its parameters', () => {
    expect(() => endpointAddress(fileContent, { params: {} })).toThrow(
      '/files/:id/content needs the parameter id',
    );
  });
});

describe('shapes', () => {
  it('are JSON Schema: objects name every field, and list the required ones', () => {
    const person = shape.object(
      {
        name: shape.string(),
        nickname: shape.optional(shape.string()),
        proxy: shape.nullable(shape.object({ phone: shape.string() })),
      },
      { title: 'Person' },
    );
    expect(person).toEqual({
      title: 'Person',
      type: 'object',
      properties: {
        name: { type: 'string' },
        nickname: { type: 'string' },
        proxy: {
          anyOf: [
            {
              type: 'object',
              properties: { phone: { type: 'string' } },
              required: ['phone'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
      },
      required: ['name', 'proxy'],
      additionalProperties: false,
    });
  });

  it('extend an object with fields of their own, replacing those of the same name', () => {
    const base = shape.object({ id: shape.string(), note: shape.optional(shape.string()) });
    expect(shape.extend(base, { note: shape.string(), at: shape.timestamp() })).toMatchObject({
      properties: {
        id: { type: 'string' },
        note: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
      },
      required: ['id', 'note', 'at'],
    });
  });

  describe('of several forms (either)', () => {
    const granted = shape.object({ status: shape.literal('granted'), grantId: shape.string() });
    const pending = shape.object({ status: shape.literal('pending'), requestId: shape.string() });
    const anyPerson = shape.object({ name: shape.string() });

    it('tell each form from the later ones by a literal field', () => {
      expect(() => shape.either([granted, pending])).not.toThrow();
      // The last form may have none: a value that is none of the others is that one.
      expect(() => shape.either([granted, anyPerson])).not.toThrow();
      // A literal the later form does not name at all tells them apart too.
      const twoFactor = shape.object({ twoFactorRequired: shape.literal(true) });
      expect(() => shape.either([twoFactor, anyPerson])).not.toThrow();
    });

    it('cannot be built with a form that would take the values of a later one', () => {
      expect(() => shape.either([anyPerson, granted])).toThrow(
        'form 1 of an either has no literal field that tells it from form 2',
      );
      expect(() => shape.either([granted, granted])).toThrow(
        'form 1 of an either has no literal field that tells it from form 2',
      );
      // A later form whose `status` is any text could be 'granted' too.
      const anyStatus = shape.object({ status: shape.string() });
      expect(() => shape.either([granted, anyStatus])).toThrow(
        'form 1 of an either has no literal field that tells it from form 2',
      );
    });
  });
});
