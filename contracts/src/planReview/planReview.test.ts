import { aYearAfter, isChildRelation, lastReviewedText } from './planReview';

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
