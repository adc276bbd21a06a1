import { looksLikeRecoveryPhrase } from './recoveryPhrase';

// The first 12 and 24 words of a well-known test vector (not a funded wallet).
const twelve = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const twentyFour =
  'letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic bless';

describe('looksLikeRecoveryPhrase', () => {
  it('finds a 12 or 24-word phrase, in any case, numbered or spread over lines', () => {
    expect(looksLikeRecoveryPhrase(twelve)).toBe(true);
    expect(looksLikeRecoveryPhrase(twentyFour.toUpperCase())).toBe(true);
    const numbered = twelve
      .split(' ')
      .map((word, index) => `${index + 1}. ${word}`)
      .join('\n');
    expect(looksLikeRecoveryPhrase(numbered)).toBe(true);
    expect(looksLikeRecoveryPhrase(`My phrase: ${twelve}. Keep it safe.`)).toBe(true);
  });

  it('lets instructions through, even long ones made of common words', () => {
    expect(
      looksLikeRecoveryPhrase(
        'The steel card with the phrase is in the fire safe in the study; the code is with our lawyer at Smith & Co.',
      ),
    ).toBe(false);
    expect(looksLikeRecoveryPhrase('')).toBe(false);
  });

  it('needs twelve phrase words in a row: eleven are not enough', () => {
    const eleven = twelve.split(' ').slice(0, 11).join(' ');
    expect(looksLikeRecoveryPhrase(eleven)).toBe(false);
    expect(looksLikeRecoveryPhrase(`${eleven} the ${eleven}`)).toBe(false);
  });
});
