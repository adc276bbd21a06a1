import { signingRules } from './signingRules';
import {
  notaryRules,
  signedDocumentKinds,
  usJurisdictionCodes,
  usJurisdictions,
  witnessBars,
  type SignedDocumentKind,
  type SigningRule,
  type UsJurisdiction,
} from './signingTypes';

const everyRule: [UsJurisdiction, SignedDocumentKind, SigningRule][] = usJurisdictionCodes.flatMap(
  (place) => signedDocumentKinds.map((kind) => [place, kind, signingRules[place][kind]] as const),
) as [UsJurisdiction, SignedDocumentKind, SigningRule][];

describe('the signing table', () => {
  it('names the 50 states and DC once each', () => {
    expect(usJurisdictions).toHaveLength(51);
    expect(new Set(usJurisdictionCodes).size).toBe(51);
    expect(usJurisdictionCodes).toContain('DC');
  });

  it('has every document for every jurisdiction, and nothing else', () => {
    expect(Object.keys(signingRules).sort()).toEqual([...usJurisdictionCodes].sort());
    for (const code of usJurisdictionCodes) {
      expect(Object.keys(signingRules[code]).sort()).toEqual([...signedDocumentKinds].sort());
    }
    expect(everyRule).toHaveLength(51 * 3);
  });

  it.each(everyRule)('%s %s is a consistent rule', (_place, kind, rule) => {
    expect(Number.isInteger(rule.witnesses)).toBe(true);
    expect(rule.witnesses).toBeGreaterThanOrEqual(0);
    expect(rule.witnesses).toBeLessThanOrEqual(3);
    expect(notaryRules).toContain(rule.notary);
    // A notary can only stand in for witnesses there are.
    if (rule.notary === 'or-witnesses') expect(rule.witnesses).toBeGreaterThan(0);
    // Signing together takes a notary who must be there and witnesses to be there with.
    if (rule.notaryAndWitnessesTogether) {
      expect(rule.notary).toBe('required');
      expect(rule.witnesses).toBeGreaterThan(0);
    }
    for (const bar of [...rule.witnessesMayNotBe, ...(rule.oneWitnessMayNotBe ?? [])]) {
      expect(witnessBars).toContain(bar);
    }
    // A bar on one witness needs a second witness who may be that person, and must not repeat
    // a bar on every witness.
    if (rule.oneWitnessMayNotBe) {
      expect(rule.witnesses).toBeGreaterThanOrEqual(2);
      expect(rule.oneWitnessMayNotBe.filter((bar) => rule.witnessesMayNotBe.includes(bar))).toEqual(
        [],
      );
    }
    if (kind === 'will') {
      expect(typeof rule.selfProving).toBe('boolean');
      expect(rule.statutoryForm).toBeUndefined();
    } else {
      expect(rule.selfProving).toBeUndefined();
    }
    if (rule.note !== undefined) expect(rule.note).toMatch(/^[A-Z].*\.$/);
  });

  it('keeps the facts checked against the statutes', () => {
    // La. Civ. Code art. 1577: a notarial testament, before a notary and two witnesses.
    expect(signingRules.LA.will).toMatchObject({ witnesses: 2, notary: 'required' });
    // 14 V.S.A. § 5: two witnesses since 2006 (testate still says three).
    expect(signingRules.VT.will).toMatchObject({ witnesses: 2, notary: 'none' });
    // S.C. Code § 62-2-502: two witnesses (testate says three).
    expect(signingRules.SC.will.witnesses).toBe(2);
    // Fla. Stat. § 709.2105: two witnesses and a notary.
    expect(signingRules.FL['power-of-attorney']).toMatchObject({
      witnesses: 2,
      notary: 'required',
    });
    // Cal. Prob. Code § 4673: two witnesses or a notary.
    expect(signingRules.CA['health-directive']).toMatchObject({
      witnesses: 2,
      notary: 'or-witnesses',
    });
    // 20 Pa.C.S. § 2502: no witness needed; § 3132.1: self-proving with two witnesses.
    expect(signingRules.PA.will).toMatchObject({ witnesses: 0, notary: 'none', selfProving: true });
    // C.R.S. § 15-11-502 and N.D.C.C. § 30.1-08-02: witnesses or a notary.
    expect(signingRules.CO.will.notary).toBe('or-witnesses');
    expect(signingRules.ND.will.notary).toBe('or-witnesses');
    // Tex. Health & Safety Code § 166.154(b): a notary in lieu of the witnesses.
    expect(signingRules.TX['health-directive'].notary).toBe('or-witnesses');
    // A.R.S. § 14-5506: one witness and a notary.
    expect(signingRules.AZ['power-of-attorney']).toMatchObject({
      witnesses: 1,
      notary: 'required',
    });
    // N.Y. Gen. Oblig. Law § 5-1501B: two witnesses and a notary.
    expect(signingRules.NY['power-of-attorney']).toMatchObject({
      witnesses: 2,
      notary: 'required',
    });
    // K.S.A. § 58-652(a)(3): acknowledged before a notary; Wis. Stat. § 244.05: only presumed
    // genuine when acknowledged.
    expect(signingRules.KS['power-of-attorney'].notary).toBe('required');
    expect(signingRules.WI['power-of-attorney'].notary).toBe('recommended');
    // S.C. Code § 62-5-503(a)(3): no more than one witness works at your facility.
    expect(signingRules.SC['health-directive'].oneWitnessMayNotBe).toEqual(['care-facility-staff']);
    // Ohio has no self-proving affidavit; Wis. Stat. § 853.04 has one.
    expect(signingRules.OH.will.selfProving).toBe(false);
    expect(signingRules.WI.will.selfProving).toBe(true);
  });

  it('keeps the rows checked against the statutes after they were marked verify', () => {
    // RSA 137-J:14(I): neither witness the spouse or an heir; no more than one a care provider.
    expect(signingRules.NH['health-directive']).toMatchObject({
      witnessesMayNotBe: ['agent', 'spouse', 'heir', 'care-provider', 'minor'],
      oneWitnessMayNotBe: ['care-facility-staff'],
    });
    // S.D.C.L. § 34-12D-2: the signing "may be" before a notary; § 59-7-2.1: witnesses or one.
    expect(signingRules.SD['health-directive']).toMatchObject({
      witnesses: 2,
      notary: 'recommended',
    });
    // Ind. Code § 16-36-7-28: one witness not the spouse or other relative; the signer for the
    // declarant never.
    expect(signingRules.IN['health-directive']).toMatchObject({
      witnessesMayNotBe: ['signer-for-you', 'agent', 'minor'],
      oneWitnessMayNotBe: ['spouse', 'relative'],
    });
    // NRS § 162A.220: no source lets witnesses stand in for the notary on a financial power.
    expect(signingRules.NV['power-of-attorney']).toMatchObject({
      witnesses: 0,
      notary: 'required',
    });
    // C.G.S. § 19a-576(b)-(c): the witnesses a DMHAS or DDS facility's resident needs.
    expect(signingRules.CT['health-directive'].note).toMatch(/clinical psychologist/);
    // R.I. Gen. Laws § 18-16-2: the state's short form.
    expect(signingRules.RI['power-of-attorney'].statutoryForm).toMatch(/§ 18-16-2/);
  });

  it('marks as verify only the rows no statute text confirmed', () => {
    const unconfirmed = everyRule
      .filter(([, , rule]) => rule.verify)
      .map(([place, kind]) => `${place} ${kind}`);
    expect(unconfirmed).toEqual([
      'ID health-directive',
      'ME health-directive',
      'MD will',
      'NV power-of-attorney',
      'OK power-of-attorney',
      'RI power-of-attorney',
      'SC power-of-attorney',
      'WY health-directive',
    ]);
  });

  it("signs with the notary and the witnesses together only in Louisiana's notarial testament and authentic act", () => {
    // Elsewhere (e.g. Fla. Stat. § 709.2105, N.Y. Gen. Oblig. Law § 5-1501B) the notary takes
    // an acknowledgment, an act of its own.
    const together = everyRule
      .filter(([, , rule]) => rule.notaryAndWitnessesTogether)
      .map(([place, kind]) => `${place} ${kind}`);
    expect(together).toEqual(['LA will', 'LA power-of-attorney']);
  });

  it('only a Louisiana will needs a notary to be valid', () => {
    const wills = usJurisdictionCodes.filter(
      (code) => signingRules[code].will.notary === 'required',
    );
    expect(wills).toEqual(['LA']);
  });
});
