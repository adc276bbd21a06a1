import { ValidationError } from 'yup';
import {
  accessRequestMessages,
  accessRequestSchema,
  lovedOneAccessSchema,
  previewQuerySchema,
} from './privacySchemas';
import {
  asksBeforeWidening,
  defaultReleaseSettings,
  isReleased,
  narrowerOf,
  releasesWider,
  situationOfGrant,
  viewerKinds,
  viewerSituation,
  whoCouldSee,
  type ReleaseSettings,
} from './releaseSettings';
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

  it('previews a level in the situation its viewers are in, and takes no other situation', async () => {
    expect(await previewQuerySchema.validate({ level: 'basic' })).toEqual({ level: 'basic' });
    await expect(
      previewQuerySchema.validate({ level: 'standard', timing: 'immediate' }, { strict: true }),
    ).rejects.toThrow(ValidationError);
    expect(viewerKinds.map(({ level }) => [level, viewerSituation(level)])).toEqual([
      ['basic', 'emergency'],
      ['standard', 'emergency'],
      ['full', 'after_passing'],
    ]);
    // The preview's situation is the one a real grant of that level stands for.
    expect(viewerSituation('basic')).toBe(situationOfGrant('basic', true));
    expect(viewerSituation('standard')).toBe(situationOfGrant('standard', false));
    expect(viewerSituation('full')).toBe(situationOfGrant('full', false));
  });
});

describe('the recommended settings by kind', () => {
  const released = (settings: ReleaseSettings) =>
    viewerKinds
      .filter((kind) => isReleased(settings, kind.level, kind.situation))
      .map((kind) => kind.level);

  it('give an emergency what it needs, keep the estate for a verified passing, wishes at once', () => {
    expect(released(defaultReleaseSettings.wizard('health-directive'))).toEqual([
      'basic',
      'standard',
      'full',
    ]);
    expect(released(defaultReleaseSettings.wizard('hipaa-authorization'))).toHaveLength(3);
    expect(released(defaultReleaseSettings.contact('emergency_contact'))).toHaveLength(3);
    expect(released(defaultReleaseSettings.contact('medical_proxy'))).toHaveLength(3);
    for (const kind of ['will', 'power-of-attorney', 'digital-assets'] as const) {
      expect(released(defaultReleaseSettings.wizard(kind))).toEqual(['full']);
    }
    expect(released(defaultReleaseSettings.document('financial'))).toEqual(['full']);
    expect(released(defaultReleaseSettings.file('financial'))).toEqual(['full']);
    expect(released(defaultReleaseSettings.wish())).toEqual(['basic', 'standard', 'full']);
    // Everything else: the spec's level, after a verified passing.
    expect(defaultReleaseSettings.document('property')).toEqual({
      requiredAccessLevel: 'standard',
      isVisible: true,
      releaseTiming: 'after_passing',
    });
    expect(released(defaultReleaseSettings.contact('executor'))).toEqual(['full']);
    expect(released(defaultReleaseSettings.wizard('final-wishes'))).toEqual(['full']);
  });

  it('release a legacy message to no viewer', () => {
    expect(released(defaultReleaseSettings.message())).toEqual([]);
    expect(whoCouldSee(defaultReleaseSettings.message())).toEqual([]);
  });

  it('say who could see an item, and whether a change widens it', () => {
    const estate = defaultReleaseSettings.document('financial');
    const opened = { ...estate, requiredAccessLevel: 'standard' as const };
    expect(whoCouldSee(opened)).toEqual([
      'a person given full access after your passing is verified',
    ]);
    expect(releasesWider(opened, estate)).toBe(false);
    const now = { ...opened, releaseTiming: 'emergency' as const };
    expect(whoCouldSee(now)).toEqual([
      'anyone with your access key or a standard card',
      'a person given full access after your passing is verified',
    ]);
    expect(releasesWider(now, estate)).toBe(true);
    expect(releasesWider(estate, now)).toBe(false);
    expect(asksBeforeWidening('document', 'financial')).toBe(true);
    expect(asksBeforeWidening('wizard', 'digital-assets')).toBe(true);
    expect(asksBeforeWidening('document', 'will')).toBe(false);
  });

  it('merge two settings into the narrower', () => {
    expect(
      narrowerOf(
        { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'after_passing' },
        { requiredAccessLevel: 'full', isVisible: true, releaseTiming: 'immediate' },
      ),
    ).toEqual({ requiredAccessLevel: 'full', isVisible: true, releaseTiming: 'after_passing' });
    expect(
      narrowerOf(defaultReleaseSettings.wish(), {
        ...defaultReleaseSettings.wish(),
        isVisible: false,
      }).isVisible,
    ).toBe(false);
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
