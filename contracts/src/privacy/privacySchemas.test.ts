import { ValidationError } from 'yup';
import {
  accessRequestMessages,
  accessRequestSchema,
  lovedOneAccessSchema,
  previewQuerySchema,
} from './privacySchemas';
import { isReleased, situationOfGrant, timingsUpTo } from './releaseSettings';
import { reminderTimes } from './accessRules';

const requester = { name: 'Ann Lee', email: 'ann@example.com', relationship: 'Sister' };
const standard = {
  level: 'standard',
  ownerEmail: 'o@example.com',
  accessKey: 'LEGACY-ABCDEF-1234',
};

async function failure(schema: { validate(value: unknown): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value);
  } catch (error) {
    if (error instanceof ValidationError) return { path: error.path, message: error.message };
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('the access request', () => {
  it('keeps only the fields the chosen level uses', async () => {
    const basic = await accessRequestSchema.validate({
      level: 'basic',
      requester,
      cardId: 'card7q2x',
      cardCode: 'secret',
      emergencyReason: 'Collapsed at home',
      accessKey: 'LEGACY-ABCDEF-1234',
      deathCertificate: 'D-1',
    });
    expect(basic).toEqual({
      level: 'basic',
      requester,
      cardId: 'card7q2x',
      cardCode: 'secret',
      emergencyReason: 'Collapsed at home',
    });
  });

  it.each([
    [{ level: 'basic', requester, emergencyReason: 'Fall' }, 'cardId', accessRequestMessages.card],
    [
      { level: 'basic', requester, cardId: 'CARD1234', cardCode: 'c', emergencyReason: '  ' },
      'emergencyReason',
      accessRequestMessages.emergencyReason,
    ],
    [
      { level: 'standard', requester, ownerEmail: 'o@example.com' },
      'accessKey',
      accessRequestMessages.accessKey,
    ],
    [
      { level: 'standard', requester, accessKey: 'LEGACY-ABCDEF-1234' },
      'ownerEmail',
      accessRequestMessages.ownerEmail,
    ],
    [
      {
        level: 'full',
        requester,
        ownerEmail: 'o@example.com',
        deathCertificate: 'D-1',
        medicalValidation: 'M-1',
      },
      'identityProof',
      accessRequestMessages.identityProof,
    ],
    [
      { ...standard, requester: { ...requester, email: 'not-an-email' } },
      'requester.email',
      accessRequestMessages.requesterEmail,
    ],
    [
      { ...standard, requester: { ...requester, name: ' ' } },
      'requester.name',
      accessRequestMessages.requesterName,
    ],
  ])('refuses a request without what its level needs (%#)', async (value, path, message) => {
    expect(await failure(accessRequestSchema, value)).toEqual({ path, message });
  });

  it('lets a standard-level card stand in for the owner’s email and key', async () => {
    await expect(
      accessRequestSchema.validate({
        level: 'standard',
        requester,
        cardId: 'CARDAB12',
        cardCode: 'c',
      }),
    ).resolves.toMatchObject({ cardId: 'CARDAB12' });
  });

  it('refuses values of the wrong type instead of converting them', async () => {
    const result = await failure(accessRequestSchema, {
      level: 'full',
      requester,
      ownerEmail: { $gt: '' },
    });
    expect(result.path).toBe('ownerEmail');
  });
});

describe('the loved-one access step', () => {
  it('never passes an empty key', async () => {
    expect(
      await failure(lovedOneAccessSchema, {
        method: 'key',
        ownerEmail: 'mum@example.com',
        accessKey: '   ',
      }),
    ).toEqual({ path: 'accessKey', message: accessRequestMessages.accessKey });
  });

  it('needs every question answered', async () => {
    const answers = { fullName: 'Mary', birthDate: '1950-01-01', mothersName: 'Smith' };
    expect(
      await failure(lovedOneAccessSchema, {
        method: 'questions',
        ownerEmail: 'mum@example.com',
        answers: { ...answers, favoriteColor: '' },
      }),
    ).toEqual({ path: 'answers', message: 'Please answer every question.' });
    await expect(
      lovedOneAccessSchema.validate({
        method: 'questions',
        ownerEmail: 'mum@example.com',
        answers: { ...answers, favoriteColor: 'Blue' },
        accessKey: 'ignored',
      }),
    ).resolves.not.toHaveProperty('accessKey');
  });
});

describe('release timing', () => {
  it('reaches earlier timings from a later situation', () => {
    expect(timingsUpTo('immediate')).toEqual(['immediate']);
    expect(timingsUpTo('emergency')).toEqual(['immediate', 'emergency']);
    expect(timingsUpTo('after_passing')).toEqual(['immediate', 'emergency', 'after_passing']);
  });

  it('releases visible items up to the level, in the situation or an earlier one', () => {
    const item = {
      requiredAccessLevel: 'standard',
      isVisible: true,
      releaseTiming: 'emergency',
    } as const;
    expect(isReleased(item, 'standard', 'emergency')).toBe(true);
    expect(isReleased(item, 'full', 'after_passing')).toBe(true);
    expect(isReleased(item, 'basic', 'emergency')).toBe(false);
    expect(isReleased(item, 'standard', 'immediate')).toBe(false);
    expect(isReleased({ ...item, isVisible: false }, 'full', 'after_passing')).toBe(false);
  });

  it('gives each grant its situation', () => {
    expect(situationOfGrant('basic', false)).toBe('immediate');
    expect(situationOfGrant('basic', true)).toBe('emergency');
    expect(situationOfGrant('standard', false)).toBe('emergency');
    expect(situationOfGrant('full', false)).toBe('after_passing');
  });

  it('keeps after-passing previews for full access', async () => {
    expect(
      await failure(previewQuerySchema, { level: 'standard', timing: 'after_passing' }),
    ).toEqual({
      path: 'timing',
      message: 'Only full access reaches items released after a verified passing',
    });
  });
});

describe('reminders of a pending full request', () => {
  const start = new Date('2026-01-01T00:00:00.000Z');
  it('come halfway and a day before the grant', () => {
    expect(reminderTimes(start, 7).map((time) => time.toISOString())).toEqual([
      '2026-01-04T12:00:00.000Z',
      '2026-01-07T00:00:00.000Z',
    ]);
  });
  it('come only halfway when the period is short', () => {
    expect(reminderTimes(start, 1).map((time) => time.toISOString())).toEqual([
      '2026-01-01T12:00:00.000Z',
    ]);
  });
});
