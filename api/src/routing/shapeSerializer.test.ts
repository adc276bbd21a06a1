import * as shape from '@legacy-planner/contracts/endpoints/shape';
import { misfits, shapeSerializer } from './shapeSerializer';

// What a viewer's document looks like on the way out: nested objects in lists, a nullable one.
const viewerDocument = shape.object(
  {
    id: shape.string(),
    files: shape.array(shape.object({ id: shape.string(), name: shape.string() })),
    summary: shape.nullable(shape.object({ text: shape.string() })),
    byKind: shape.record(shape.object({ count: shape.integer() })),
  },
  { title: 'ViewerDocument' },
);

describe('a serializer made from a shape', () => {
  const serializer = shapeSerializer(viewerDocument, 'unused');

  it('copies only the fields the shape names, at every depth', () => {
    const stored = {
      id: 'd1',
      userId: 'owner-1',
      releaseLevel: 'full',
      files: [{ id: 'f1', name: 'will.pdf', storageKey: 'blobs/f1', sha256: 'abc' }],
      summary: { text: 'Kept at home', sealedWith: 'key-1' },
      byKind: { will: { count: 1, internal: true } },
    };
    expect(serializer.serialize(stored)).toEqual({
      id: 'd1',
      files: [{ id: 'f1', name: 'will.pdf' }],
      summary: { text: 'Kept at home' },
      byKind: { will: { count: 1 } },
    });
  });

  it('keeps null where the shape allows it, and leaves out what the value lacks', () => {
    expect(serializer.serialize({ id: 'd2', files: [], summary: null, byKind: {} })).toEqual({
      id: 'd2',
      files: [],
      summary: null,
      byKind: {},
    });
  });

  it('is named by the shape’s title in the API description', () => {
    expect(serializer.name).toBe('ViewerDocument');
    expect(shapeSerializer(shape.object({}), 'Fallback').name).toBe('Fallback');
  });
});

describe('misfits: where a value does not fit its shape', () => {
  it('names a missing field, a wrong type, and a value not listed', () => {
    const { schema: status } = shapeSerializer(
      shape.object({
        id: shape.string(),
        count: shape.integer(),
        level: shape.oneOf(['basic', 'full']),
        items: shape.array(shape.object({ ok: shape.boolean() })),
      }),
      'Status',
    );
    expect(misfits(status, { count: 1.5, level: 'secret', items: [{ ok: 'yes' }] })).toEqual([
      '$.id: missing',
      '$.count: number, expected integer',
      '$.level: secret not listed',
      '$.items[0].ok: string, expected boolean',
    ]);
    expect(misfits(status, { id: 'a', count: 2, level: 'full', items: [] })).toEqual([]);
  });
});

describe('a serializer of either shape', () => {
  const signedIn = shape.object({ id: shape.string(), name: shape.string() });
  const codeNeeded = shape.object({ twoFactorRequired: shape.literal(true) });
  const { schema, serialize } = shapeSerializer(shape.either([signedIn, codeNeeded]), 'SignIn');

  it('copies the fields of the shape the value fits, and only those', () => {
    expect(serialize({ id: 'u1', name: 'Ann', passwordHash: 'scrypt$…' })).toEqual({
      id: 'u1',
      name: 'Ann',
    });
    expect(serialize({ twoFactorRequired: true, userId: 'u1' })).toEqual({
      twoFactorRequired: true,
    });
  });

  it('finds a misfit only when the value fits none of the shapes', () => {
    expect(misfits(schema, { twoFactorRequired: true })).toEqual([]);
    expect(misfits(schema, { id: 'u1' })).toEqual([
      '$.name: missing',
      '$.twoFactorRequired: missing',
    ]);
  });
});
