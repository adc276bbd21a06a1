import { custodyLine, formatCalendarDate, NO_CUSTODY } from './custody';
import { documentCreateSchema, documentUpdateSchema } from './plannerSchemas';

const signed = {
  signedOn: '2026-03-03',
  originalLocation: 'Fire safe, study closet',
  originalHolder: 'Attorney Jane Roe',
};

describe("a document's custody line", () => {
  it('says when it was signed and who keeps the original where', () => {
    expect(custodyLine(signed)).toBe(
      'Signed on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)',
    );
  });

  it('says "Not signed yet" without a day, whatever else is recorded', () => {
    expect(custodyLine(NO_CUSTODY)).toBe('Not signed yet');
    expect(custodyLine({ ...signed, signedOn: null })).toBe('Not signed yet');
  });

  it('says what it knows of the original when only part is recorded', () => {
    expect(custodyLine({ ...signed, originalHolder: '' })).toBe(
      'Signed on Mar 3, 2026 · original: Fire safe, study closet',
    );
    expect(custodyLine({ ...signed, originalLocation: ' ' })).toBe(
      'Signed on Mar 3, 2026 · original: held by Attorney Jane Roe',
    );
    expect(custodyLine({ ...NO_CUSTODY, signedOn: '2026-03-03' })).toBe(
      'Signed on Mar 3, 2026 · original: where it is kept is not recorded',
    );
  });

  it('writes a day as the same day in every time zone', () => {
    // The first and last moments of a day are other days in UTC-11 and UTC+14.
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('the custody fields of the document schemas', () => {
  it('default to unrecorded on a new document', () => {
    expect(documentCreateSchema.cast({ title: 'Will' })).toMatchObject(NO_CUSTODY);
  });

  it('take a real day or null, and short texts', () => {
    expect(documentCreateSchema.validateSync({ title: 'Will', ...signed })).toMatchObject(signed);
    expect(documentUpdateSchema.validateSync({ signedOn: null })).toEqual({ signedOn: null });
    expect(documentUpdateSchema.validateSync({ originalHolder: 'x'.repeat(200) })).toBeTruthy();
  });

  it.each([
    [
      'a day no calendar has',
      { signedOn: '2026-02-30' },
      'The date signed must be a date (YYYY-MM-DD)',
    ],
    [
      'a day written otherwise',
      { signedOn: '3/3/2026' },
      'The date signed must be a date (YYYY-MM-DD)',
    ],
    ['an empty day (null says "not signed")', { signedOn: '' }, 'The date signed must be a date'],
    [
      'a place too long',
      { originalLocation: 'x'.repeat(201) },
      'Where the signed original is kept must be at most 200 characters',
    ],
    [
      'a holder too long',
      { originalHolder: 'x'.repeat(201) },
      'Who holds the signed original must be at most 200 characters',
    ],
    ['a holder that is no text', { originalHolder: 42 }, 'originalHolder must be a `string` type'],
  ])('refuses %s', (_case, change, message) => {
    expect(() => documentUpdateSchema.validateSync(change)).toThrow(message);
  });

  it('refuses a day that has not come anywhere yet, and takes today wherever it is today', () => {
    const now = new Date('2026-03-03T12:00:00Z');
    const check = (signedOn: string) =>
      documentUpdateSchema.validateSync({ signedOn }, { context: { now } });
    // 02:00 on the 4th at UTC+14: today for someone in Kiribati.
    expect(check('2026-03-04')).toEqual({ signedOn: '2026-03-04' });
    expect(() => check('2026-03-05')).toThrow('The date signed cannot be in the future');
  });
});
