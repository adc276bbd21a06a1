import { initialJourney, journeySteps, missingChoice } from './journeySteps';

describe('journey steps', () => {
  it('has 4 steps for oneself and 6 for a loved one', () => {
    expect(journeySteps('self')).toEqual(['who', 'priorities', 'tasks', 'complete']);
    expect(journeySteps(null)).toHaveLength(4);
    expect(journeySteps('loved-one')).toEqual([
      'who',
      'access',
      'identity',
      'priorities',
      'tasks',
      'complete',
    ]);
  });

  it('asks for the missing choice with the spec texts', () => {
    expect(missingChoice('who', initialJourney)).toEqual({
      title: 'Selection required',
      description: "Please choose who you're planning for.",
    });
    expect(missingChoice('access', { ...initialJourney, planningFor: 'loved-one' })?.title).toBe(
      'Verification method required',
    );
    expect(missingChoice('identity', initialJourney)?.description).toBe(
      'Please complete identity verification to continue.',
    );
    expect(missingChoice('identity', { ...initialJourney, identityVerified: true })).toBeNull();
    expect(missingChoice('priorities', initialJourney)).toBeNull();
  });

  it('takes a request to help, pending or approved, as the access and identity verified', () => {
    const lovedOne = { ...initialJourney, planningFor: 'loved-one' as const };
    const request = {
      helperId: 'h1',
      ownerName: 'Grace Hopper',
      ownerEmail: 'grace@example.com',
      role: 'editor' as const,
      state: 'requested' as const,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    expect(missingChoice('access', lovedOne, request)).toBeNull();
    expect(missingChoice('identity', lovedOne, request)).toBeNull();
    expect(missingChoice('identity', lovedOne, { ...request, state: 'active' })).toBeNull();
    // The saved flag answers only while the server's requests are not known.
    expect(missingChoice('identity', { ...lovedOne, identityVerified: true }, null)?.title).toBe(
      'Identity verification required',
    );
    expect(missingChoice('identity', { ...lovedOne, identityVerified: true })).toBeNull();
  });
});
