import {
  aYearAfter,
  isChildRelation,
  lastReviewedText,
  planReviewPrompt,
  type PlanReviewReason,
} from './planReview';

describe('isChildRelation', () => {
  it.each(['Son', 'daughter', 'My child', 'Stepdaughter', 'step son', 'Adopted son', 'kid'])(
    '"%s" is a child',
    (relation) => expect(isChildRelation(relation)).toBe(true),
  );
  it.each(['Son-in-law', 'Daughter in law', 'Godson', 'Grandson', 'Sister', 'Mason', ''])(
    '"%s" is not',
    (relation) => expect(isChildRelation(relation)).toBe(false),
  );
});

describe('aYearAfter', () => {
  it('is the same day and time a year on, and 1 March after 29 February', () => {
    expect(aYearAfter(new Date('2026-03-02T09:00:00.000Z')).toISOString()).toBe(
      '2027-03-02T09:00:00.000Z',
    );
    expect(aYearAfter(new Date('2028-02-29T12:00:00.000Z')).toISOString()).toBe(
      '2029-03-01T12:00:00.000Z',
    );
  });
});

it('says the last review by its day, or that there was none', () => {
  expect(lastReviewedText(null)).toBe('Not reviewed yet');
  expect(lastReviewedText('2026-03-03T23:30:00.000Z')).toBe('Last reviewed 3 March 2026');
});

describe('planReviewPrompt', () => {
  const at = '2026-03-07T09:00:00.000Z';
  it('says each change in words, with who made it', () => {
    expect(planReviewPrompt({ kind: 'marital-status', at, detail: 'civil-union', by: null })).toBe(
      'Your plan may need a review: you changed your marital status to in a civil union or domestic partnership on 7 March 2026',
    );
    expect(
      planReviewPrompt({ kind: 'child-relation', at, detail: 'Pia Lee (Daughter)', by: 'Oli Lee' }),
    ).toBe(
      'Your plan may need a review: Oli Lee changed the relationship of Pia Lee (Daughter) in your contacts on 7 March 2026',
    );
  });

  it('still says something true of a reason or a status newer than this build', () => {
    const newer = { kind: 'new-address', at, detail: 'x', by: null } as unknown as PlanReviewReason;
    expect(planReviewPrompt(newer)).toBe(
      'Your plan may need a review: you made a change that may concern your plan on 7 March 2026',
    );
    expect(planReviewPrompt({ kind: 'marital-status', at, detail: 'engaged', by: null })).toBe(
      'Your plan may need a review: you changed your marital status to engaged on 7 March 2026',
    );
  });
});
