import { checkInSchedule, type CheckInRhythm } from './checkInRules';
import { checkInSettingsSchema } from './checkInSchemas';

// The schedule with fixed dates: the Privacy tab's summary and the jobs of the escalation
// ladder read it, so each case pins the exact times.

const settings = (
  rhythm: CheckInRhythm,
  extra: { pausedUntil?: string | null; contactIds?: string[]; rhythmSince?: string | null } = {},
) => ({
  rhythm,
  pausedUntil: extra.pausedUntil ?? null,
  contactIds: extra.contactIds ?? [],
  rhythmSince: extra.rhythmSince === undefined ? '2026-01-01T09:00:00.000Z' : extra.rhythmSince,
});
const at = (iso: string) => new Date(iso);

describe('checkInSchedule', () => {
  it('with the rhythm off, nothing is ever due, whatever the dates', () => {
    for (const now of ['2026-01-02T00:00:00.000Z', '2030-06-01T00:00:00.000Z']) {
      expect(checkInSchedule(settings('off'), '2025-01-01T00:00:00.000Z', at(now))).toEqual({
        paused: false,
        nextPromptAt: null,
        reminderAt: null,
        firstContactAt: null,
        next: null,
      });
    }
  });

  it('monthly: the prompt is a month after the last check-in, the reminder 3 days and the first contact 7 days after it', () => {
    const schedule = checkInSchedule(
      settings('monthly', { contactIds: ['c1', 'c2'] }),
      '2026-03-10T08:30:00.000Z',
      at('2026-03-20T00:00:00.000Z'),
    );
    expect(schedule).toEqual({
      paused: false,
      nextPromptAt: '2026-04-10T08:30:00.000Z',
      reminderAt: '2026-04-13T08:30:00.000Z',
      firstContactAt: '2026-04-17T08:30:00.000Z',
      next: { step: 'prompt', at: '2026-04-10T08:30:00.000Z' },
    });
  });

  it('counts calendar months: the 31st of January is followed by the last day of February', () => {
    const schedule = checkInSchedule(
      settings('monthly', { rhythmSince: '2026-01-01T00:00:00.000Z' }),
      '2026-01-31T12:00:00.000Z',
      at('2026-02-01T00:00:00.000Z'),
    );
    expect(schedule.nextPromptAt).toBe('2026-02-28T12:00:00.000Z');
  });

  it('every 3 and every 6 months count from the last check-in', () => {
    const last = '2026-02-15T10:00:00.000Z';
    const now = at('2026-02-16T00:00:00.000Z');
    expect(checkInSchedule(settings('every_3_months'), last, now).nextPromptAt).toBe(
      '2026-05-15T10:00:00.000Z',
    );
    expect(checkInSchedule(settings('every_6_months'), last, now).nextPromptAt).toBe(
      '2026-08-15T10:00:00.000Z',
    );
  });

  it('without a check-in since, counts from when the rhythm was chosen', () => {
    const schedule = checkInSchedule(
      settings('monthly', { rhythmSince: '2026-05-05T05:00:00.000Z' }),
      '2026-01-01T00:00:00.000Z',
      at('2026-05-06T00:00:00.000Z'),
    );
    expect(schedule.nextPromptAt).toBe('2026-06-05T05:00:00.000Z');
    expect(
      checkInSchedule(
        settings('monthly', { rhythmSince: '2026-05-05T05:00:00.000Z' }),
        null,
        at('2026-05-06T00:00:00.000Z'),
      ).nextPromptAt,
    ).toBe('2026-06-05T05:00:00.000Z');
  });

  it('a pause pushes the prompt to its end, and the steps after it follow', () => {
    const schedule = checkInSchedule(
      settings('monthly', { pausedUntil: '2026-05-01T00:00:00.000Z', contactIds: ['c1'] }),
      '2026-03-10T08:30:00.000Z',
      at('2026-03-20T00:00:00.000Z'),
    );
    expect(schedule).toEqual({
      paused: true,
      nextPromptAt: '2026-05-01T00:00:00.000Z',
      reminderAt: '2026-05-04T00:00:00.000Z',
      firstContactAt: '2026-05-08T00:00:00.000Z',
      next: { step: 'prompt', at: '2026-05-01T00:00:00.000Z' },
    });
  });

  it('a pause that ends before the prompt is due changes nothing but says it is on', () => {
    const schedule = checkInSchedule(
      settings('every_3_months', { pausedUntil: '2026-03-25T00:00:00.000Z' }),
      '2026-03-10T08:30:00.000Z',
      at('2026-03-20T00:00:00.000Z'),
    );
    expect(schedule.paused).toBe(true);
    expect(schedule.nextPromptAt).toBe('2026-06-10T08:30:00.000Z');
    // Once it has ended, it is off.
    expect(
      checkInSchedule(
        settings('every_3_months', { pausedUntil: '2026-03-25T00:00:00.000Z' }),
        '2026-03-10T08:30:00.000Z',
        at('2026-03-26T00:00:00.000Z'),
      ).paused,
    ).toBe(false);
  });

  it('without trusted contacts, nobody would be asked: only the prompt and the reminder', () => {
    const schedule = checkInSchedule(
      settings('monthly'),
      '2026-03-10T08:30:00.000Z',
      at('2026-03-20T00:00:00.000Z'),
    );
    expect(schedule.firstContactAt).toBeNull();
    expect(schedule.reminderAt).toBe('2026-04-13T08:30:00.000Z');
  });

  it('names the next step still to come: the reminder after a missed prompt, then the first contact, then none', () => {
    const owner = settings('monthly', { contactIds: ['c1'] });
    const last = '2026-03-10T08:30:00.000Z';
    expect(checkInSchedule(owner, last, at('2026-04-11T00:00:00.000Z')).next).toEqual({
      step: 'reminder',
      at: '2026-04-13T08:30:00.000Z',
    });
    expect(checkInSchedule(owner, last, at('2026-04-14T00:00:00.000Z')).next).toEqual({
      step: 'first_contact',
      at: '2026-04-17T08:30:00.000Z',
    });
    expect(checkInSchedule(owner, last, at('2026-04-18T00:00:00.000Z')).next).toBeNull();
  });

  it('a check-in restarts the count', () => {
    const owner = settings('monthly', { contactIds: ['c1'] });
    const now = at('2026-04-14T00:00:00.000Z');
    expect(checkInSchedule(owner, '2026-04-14T00:00:00.000Z', now).next).toEqual({
      step: 'prompt',
      at: '2026-05-14T00:00:00.000Z',
    });
  });
});

describe('checkInSettingsSchema', () => {
  const valid = { rhythm: 'monthly', pausedUntil: null, contactIds: ['a', 'b'] };
  const now = new Date('2026-06-01T12:00:00.000Z');
  const problems = async (value: unknown, context: object = { now }) => {
    try {
      await checkInSettingsSchema.validate(value, { abortEarly: false, strict: true, context });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('takes the three settings', async () => {
    await expect(problems(valid)).resolves.toEqual([]);
    await expect(problems({ ...valid, pausedUntil: '2026-06-02T00:00:00.000Z' })).resolves.toEqual(
      [],
    );
  });

  it('reads "in the future" from the time its caller gives, and refuses a pause without one', async () => {
    const pausedUntil = '2026-06-02T00:00:00.000Z';
    await expect(
      problems({ ...valid, pausedUntil }, { now: new Date('2026-06-03T00:00:00.000Z') }),
    ).resolves.toEqual(['The end of the pause must be in the future']);
    await expect(problems({ ...valid, pausedUntil }, {})).resolves.toEqual([
      'The end of the pause must be in the future',
    ]);
    await expect(problems(valid, {})).resolves.toEqual([]);
  });

  it('refuses an unknown rhythm, a pause in the past, a contact twice and too many contacts', async () => {
    await expect(problems({ ...valid, rhythm: 'weekly' })).resolves.toEqual([
      'Rhythm must be off, monthly, every_3_months or every_6_months',
    ]);
    await expect(problems({ ...valid, pausedUntil: '2020-01-01T00:00:00.000Z' })).resolves.toEqual([
      'The end of the pause must be in the future',
    ]);
    await expect(problems({ ...valid, pausedUntil: 'soon' })).resolves.toContain(
      'The end of the pause must be a date',
    );
    await expect(problems({ ...valid, contactIds: ['a', 'a'] })).resolves.toEqual([
      'Each trusted contact may be listed once',
    ]);
    await expect(
      problems({ ...valid, contactIds: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    ).resolves.toEqual(['At most 5 trusted contacts']);
  });
});
