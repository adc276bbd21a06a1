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

describe('a shape of several forms (either)', () => {
  const outcome = shapeSerializer(
    shape.either([
      shape.object({
        status: shape.literal('granted'),
        grant: shape.object({ level: shape.string() }),
      }),
      shape.object({ status: shape.literal('pending'), requestId: shape.string() }),
    ]),
    'Outcome',
  );

  it('copies the fields of the form the value is, and only those', () => {
    expect(
      outcome.serialize({
        status: 'granted',
        grant: { level: 'full', ownerId: 'owner-1' },
        requestId: 'r1',
      }),
    ).toEqual({ status: 'granted', grant: { level: 'full' } });
    expect(outcome.serialize({ status: 'pending', requestId: 'r1', claimHash: 'abc' })).toEqual({
      status: 'pending',
      requestId: 'r1',
    });
  });

  it('refuses a value that is none of its forms, and says where', () => {
    expect(() => outcome.serialize({ status: 'refused', reason: 'secret' })).toThrow(
      'none of the forms',
    );
    expect(misfits(outcome.schema, { status: 'refused' })).toEqual(['$: none of its forms']);
    expect(misfits(outcome.schema, { status: 'pending' })).toEqual(['$.requestId: missing']);
  });
});

describe('a list of fixed length (tuple)', () => {
  const labelled = shapeSerializer(
    shape.array(
      shape.tuple([shape.string(), shape.object({ text: shape.string(), count: shape.integer() })]),
    ),
    'Labelled',
  );

  it('copies each item by its own shape', () => {
    expect(
      labelled.serialize([['Executor', { text: 'Ada', count: 1, sealedWith: 'key-1' }]]),
    ).toEqual([['Executor', { text: 'Ada', count: 1 }]]);
    expect(labelled.serialize([['Executor', { text: 'Ada', count: 1 }, 'secret']])).toEqual([
      ['Executor', { text: 'Ada', count: 1 }],
    ]);
  });

  it('checks each item and the length', () => {
    expect(misfits(labelled.schema, [[3, { text: 'Ada', count: 1.5 }]])).toEqual([
      '$[0][0]: integer, expected string',
      '$[0][1].count: number, expected integer',
    ]);
    expect(misfits(labelled.schema, [['Executor']])).toEqual(['$[0]: 1 items, expected 2']);
    expect(misfits(labelled.schema, [['Executor', { text: 'Ada', count: 1 }]])).toEqual([]);
  });
});
