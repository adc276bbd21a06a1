import { otherCountryRule, signingPageText, witnessBarWords } from './signingPage';
import { signingRuleFor, signingRules } from './signingRules';

const pageFor = (place: SigningPlace, kind: SignedDocumentKind) =>
  signingPageText(place, kind, signingRuleFor(place, kind));
import {
  isSigningPlace,
  signingPlaces,
  witnessBars,
  type SignedDocumentKind,
  type SigningPlace,
} from './signingTypes';

describe('the signing page words', () => {
  it('has words for every witness bar', () => {
    expect(Object.keys(witnessBarWords).sort()).toEqual([...witnessBars].sort());
  });

  it('knows the 51 jurisdictions and "other" as places, and nothing else', () => {
    expect(signingPlaces).toHaveLength(52);
    expect(isSigningPlace('TX')).toBe(true);
    expect(isSigningPlace('other')).toBe(true);
    expect(isSigningPlace('PR')).toBe(false);
    expect(isSigningPlace(undefined)).toBe(false);
  });

  it("prints a Florida power of attorney's two witnesses and notary", () => {
    const page = pageFor('FL', 'power-of-attorney');
    expect(page.heading).toBe('Signing your power of attorney in Florida');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(true);
    expect(page.instructions).toContain(
      'Sign and date your power of attorney in front of two witnesses, who then sign the witness lines while you watch.',
    );
    expect(page.instructions).toContain(
      'Then acknowledge your signature before a notary public, who completes the notary block: the witnesses do not replace the notary.',
    );
    expect(page.selfProving).toBeNull();
  });

  it("prints California's health directive as two witnesses or a notary, with who may not witness and its form", () => {
    const page = pageFor('CA', 'health-directive');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(true);
    expect(page.instructions.join(' ')).toContain('Either one is enough.');
    expect(page.whoMayNotWitness).toBe(
      'No witness may be the agent or an alternate agent named in it; your doctor or other health care provider, or their employee; an owner, operator or employee of a care facility where you live or are treated; or anyone under 18. At least one witness may not be your relative by blood, marriage or adoption; or someone who would inherit from you, by will or by law.',
    );
    expect(page.statutoryForm).toContain('Advance Health Care Directive (Cal. Prob. Code § 4701)');
    expect(page.instructions[0]).toMatch(/skilled nursing facility/);
  });

  it("prints a Texas will's two witnesses and the optional self-proving affidavit", () => {
    const page = pageFor('TX', 'will');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(true);
    expect(page.selfProving).toMatch(/^Optional: make the will self-proving/);
    expect(page.whoMayNotWitness).toBe(
      'No witness may be someone who receives anything under this document or anyone under 18.',
    );
    expect(page.statutoryForm).toBeNull();
  });

  it('prints two witness lines for a Pennsylvania will, which needs none to be valid', () => {
    const page = pageFor('PA', 'will');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(true);
    expect(page.instructions[0]).toMatch(/^Pennsylvania does not require witnesses/);
    expect(page.instructions).toContain('Sign and date your will; no witness has to sign it.');
  });

  it("prints an Ohio will's witnesses without a notary block", () => {
    const page = pageFor('OH', 'will');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(false);
    expect(page.selfProving).toBeNull();
  });

  it('prints a Colorado power of attorney with no witness and a recommended notary', () => {
    const page = pageFor('CO', 'power-of-attorney');
    expect(page.witnessLines).toBe(0);
    expect(page.whoMayNotWitness).toBeNull();
    expect(page.notaryBlock).toBe(true);
    expect(page.instructions.join(' ')).toMatch(/A notary is not required, but banks/);
  });

  it("prints Louisiana's notarial testament as one sitting before the notary and both witnesses", () => {
    const page = pageFor('LA', 'will');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(true);
    expect(page.instructions[0]).toMatch(/notarial testament/);
    // La. Civ. Code art. 1577: the notary and the witnesses are there as the testator signs,
    // and sign together; there is no later acknowledgment.
    expect(page.instructions).toContain(
      'Sign and date your will in front of a notary public and two witnesses, all present together: the witnesses sign the witness lines and the notary completes the notary block at the same sitting, while you and each other watch.',
    );
    expect(page.instructions.join(' ')).not.toMatch(/Then acknowledge your signature/);
    // The witnesses and the notary sign the statute's attestation clause, and the notary block
    // records the one sitting rather than a later acknowledgment.
    expect(page.witnessDeclaration).toMatch(
      /^Attestation clause, signed by the witnesses and the notary: “In our presence the testator has declared or signified that this instrument is the testator’s testament and has signed it at the end and on each other separate page/,
    );
    expect(page.notaryWords.title).toBe('Notary');
    expect(page.notaryWords.text).toMatch(/all of us present together\.$/);
  });

  it("prints Louisiana's power of attorney, an authentic act, as one sitting too", () => {
    const page = pageFor('LA', 'power-of-attorney');
    expect(page.instructions).toContain(
      'Sign and date your power of attorney in front of a notary public and two witnesses, all present together: the witnesses sign the witness lines and the notary completes the notary block at the same sitting, while you and each other watch.',
    );
    expect(page.instructions.join(' ')).not.toMatch(/Then acknowledge your signature/);
    expect(page.witnessDeclaration).toMatch(/^Each witness declares/);
    expect(page.notaryWords.title).toBe('Notary');
  });

  it('keeps the acknowledgment a later step where the notary acts apart from the witnesses', () => {
    for (const place of ['FL', 'NY', 'PA', 'MD'] as const) {
      expect(pageFor(place, 'power-of-attorney').instructions).toContain(
        'Then acknowledge your signature before a notary public, who completes the notary block: the witnesses do not replace the notary.',
      );
      expect(pageFor(place, 'power-of-attorney').notaryWords.title).toBe('Notary acknowledgment');
    }
  });

  it('gives a country outside the US the safe default: two witnesses, a notary, and a lawyer', () => {
    expect(signingRuleFor('other', 'will')).toBe(otherCountryRule);
    const page = pageFor('other', 'will');
    expect(page.heading).toBe('Signing your will outside the United States');
    expect(page.witnessLines).toBe(2);
    expect(page.notaryBlock).toBe(true);
    expect(page.instructions[0]).toMatch(
      /^Have it signed as the law where you live requires; ask a local lawyer/,
    );
    expect(page.instructions[1]).toBe(
      'Unless that law says otherwise, sign and date your will in front of two witnesses who gain nothing from it, and acknowledge your signature before a notary public.',
    );
    expect(page.statutoryForm).toBeNull();
  });

  it('takes the rule it is given', () => {
    const page = signingPageText('NY', 'will', { ...signingRules.NY.will, witnesses: 3 });
    expect(page.witnessLines).toBe(3);
    expect(page.instructions.join(' ')).toContain('in front of three witnesses');
  });

  it('ends every state page with where its rules come from', () => {
    for (const place of signingPlaces) {
      const page = pageFor(place, 'health-directive');
      expect(page.instructions.length).toBeGreaterThanOrEqual(2);
      if (place !== 'other') expect(page.instructions.at(-1)).toMatch(/not legal advice/);
    }
  });
});
