// How the will, the advance health directive and the power of attorney are signed in each US
// state and DC. Facts from the statutes (each row's comment names its section or the state's
// statutory form), cross-checked with the will table of reese-allison/testate and the state
// advance-directive forms kept by LongJohnCoder/simplywilled; where they disagree the statute
// was followed and the comment says so. A row marked `verify` holds the safer rule (more
// witnesses, or a notary) because a fact could not be confirmed; its comment says which.
//
// Wills: whether a witness who takes under the will loses the gift differs by state (it does
// under N.Y. EPTL § 3-3.2, 755 ILCS 5/4-6, Tex. Est. Code § 254.002; UPC § 2-505(b) states let
// an interested witness sign harmlessly). Every will row bars beneficiaries and minors anyway:
// a disinterested adult witness is valid everywhere and keeps the will out of a contest.
// Health directives: where a state has two documents (a living will and a health care power of
// attorney) with different formalities, the row asks for what satisfies both, and says so.
import { otherCountryRule } from './signingPage';
import {
  OTHER_COUNTRY,
  type SignedDocumentKind,
  type SigningPlace,
  type SigningRule,
  type SigningRules,
  type WitnessBar,
} from './signingTypes';

const WILL_BARS: readonly WitnessBar[] = ['beneficiary', 'minor'];

export const signingRules: SigningRules = {
  AL: {
    // Ala. Code § 43-8-131 (two witnesses); § 43-8-132 (self-proving affidavit)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Ala. Code § 22-8A-4(c) (two witnesses, 19 or older); form in § 22-8A-4(h)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['signer-for-you', 'relative', 'heir', 'payer-of-care', 'agent', 'minor'],
      statutoryForm: 'Advance Directive for Health Care (Ala. Code § 22-8A-4(h))',
    },
    // Ala. Code § 26-1A-105 (Uniform Power of Attorney Act as adopted: signed before a notary)
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (Ala. Code § 26-1A-301)',
    },
  },
  AK: {
    // AS 13.12.502 (two witnesses; holographic wills too); AS 13.12.504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // AS 13.52.010 (two witnesses or a notary); form in AS 13.52.300; witness limits as in
    // the simplywilled Alaska form
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Advance Health Care Directive (AS 13.52.300)',
    },
    // AS 13.26.600 and the statutory form of AS 13.26.645 (acknowledged before a notary)
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Alaska Statutory Form Power of Attorney (AS 13.26.645)',
    },
  },
  AZ: {
    // A.R.S. § 14-2502 (two witnesses); § 14-2504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // A.R.S. § 36-3221 (one adult witness or a notary); forms in §§ 36-3224, 36-3262
    'health-directive': {
      witnesses: 1,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'relative', 'heir', 'care-provider', 'minor'],
      statutoryForm: 'Health Care Power of Attorney and Living Will (A.R.S. §§ 36-3224, 36-3262)',
    },
    // A.R.S. § 14-5506 (one witness and a notary; the witness is not the agent, the agent's
    // spouse or child, nor the notary)
    'power-of-attorney': {
      witnesses: 1,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'agent-relative', 'minor'],
    },
  },
  AR: {
    // Ark. Code § 28-25-103 (two witnesses); § 28-25-106 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Ark. Code § 20-6-103 (Arkansas Healthcare Decisions Act: two witnesses or a notary; the
    // agent may not witness; one witness not related and not an heir). The simplywilled
    // Arkansas form, made under the older act, has witnesses only.
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      note: 'If your directive lets your agent decide on your burial or cremation, Arkansas needs the two witnesses; a notary alone is not enough for that part.',
    },
    // Ark. Code § 28-68-105 (UPOAA § 105: signature; a notarized one is presumed genuine)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  CA: {
    // Cal. Prob. Code § 6110 (two witnesses). testate lists § 8220 as a self-proving affidavit;
    // California has none: §§ 6240 and 8220 let the witnesses' attestation, signed under
    // penalty of perjury, prove the will without a notary.
    will: {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: WILL_BARS,
      selfProving: false,
      note: 'California needs no self-proving affidavit: the witnesses sign their statement under penalty of perjury, and that proves the will.',
    },
    // Cal. Prob. Code § 4673 (two witnesses or a notary), § 4674 (who may witness), § 4675
    // (skilled nursing facility), form in § 4701
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Advance Health Care Directive (Cal. Prob. Code § 4701)',
      note: 'If you are a patient in a skilled nursing facility, a patient advocate or ombudsman must be one of your witnesses.',
    },
    // Cal. Prob. Code § 4121 (a notary or two witnesses), § 4122 (the agent may not witness);
    // form in § 4401
    'power-of-attorney': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm: 'Uniform Statutory Form Power of Attorney (Cal. Prob. Code § 4401)',
    },
  },
  CO: {
    // C.R.S. § 15-11-502(1)(c) (two witnesses, or acknowledgment before a notary); § 15-11-504
    will: {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: WILL_BARS,
      selfProving: true,
    },
    // C.R.S. § 15-18-106 (two witnesses or a notary), § 15-18-105 (who may not witness); the
    // medical durable power of attorney (§ 15-14-506) has no formality of its own
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: [
        'care-provider',
        'care-facility-staff',
        'creditor',
        'heir',
        'beneficiary',
        'minor',
      ],
      statutoryForm: 'Declaration as to Medical or Surgical Treatment (C.R.S. § 15-18-104)',
    },
    // C.R.S. § 15-14-705 (UPOAA § 105); form in § 15-14-741
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (C.R.S. § 15-14-741)',
    },
  },
  CT: {
    // C.G.S. § 45a-251 (two witnesses); § 45a-285 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // C.G.S. § 19a-575a (the form); § 19a-576(a) ("signed and dated ... in the presence of two
    // adult witnesses"; "the person appointed as representative shall not act as witness"), the
    // only bar; § 19a-576(b)-(c) (residents of DMHAS and DDS facilities, in the note)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm:
        'Health Care Instructions and Appointment of Health Care Representative (C.G.S. § 19a-575a)',
      note: 'If you live in a facility run or licensed by the Department of Mental Health and Addiction Services or the Department of Developmental Services, one witness must not be connected with the facility and one must be a physician or licensed clinical psychologist.',
    },
    // C.G.S. § 1-350d (two witnesses and a notary); form in § 1-352b
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm: 'Connecticut Statutory Short Form Power of Attorney (C.G.S. § 1-352b)',
    },
  },
  DE: {
    // 12 Del. C. § 202 (two witnesses); § 1305 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // 16 Del. C. § 2503 (two witnesses and who may not be one); form in § 2505
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: [
        'relative',
        'heir',
        'creditor',
        'payer-of-care',
        'care-facility-staff',
        'minor',
      ],
      statutoryForm: 'Advance Health-Care Directive (16 Del. C. § 2505)',
      note: 'If you live in a long-term care facility, one witness must be a patient advocate or ombudsman.',
    },
    // 12 Del. C. § 49A-105(a)(4)-(5): "signed in the presence of a notarial officer" and of "1
    // adult witness who is not" related "by blood, marriage, or adoption" nor "entitled to any
    // portion of the estate" under the principal's will or trust (the heir bar's words cover
    // that). The agent is not named there; barred anyway, as a witness who gains from it.
    'power-of-attorney': {
      witnesses: 1,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'relative', 'heir', 'minor'],
      statutoryForm: 'Durable Personal Power of Attorney (12 Del. C. § 49A-301)',
    },
  },
  DC: {
    // D.C. Code § 18-103 ("attested and subscribed in the presence of the testator, by at least
    // two credible witnesses"); § 18-104 (a gift to a witness is void beyond their intestate
    // share). testate gives a self-proving affidavit under § 18-103; the Code's text of §§ 18-101
    // to 18-112 (code.dccouncil.gov) has none, so none is offered.
    will: {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: WILL_BARS,
      selfProving: false,
    },
    // D.C. Code § 21-2205 (two witnesses and who may not be one); form in § 21-2207
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Durable Power of Attorney for Health Care (D.C. Code § 21-2207)',
    },
    // D.C. Code § 21-2601.05 (UPOAA § 105); form in § 21-2603.01
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (D.C. Code § 21-2603.01)',
    },
  },
  FL: {
    // Fla. Stat. § 732.502 (two witnesses, in each other's presence); § 732.503 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Fla. Stat. §§ 765.202, 765.302 (two witnesses, one not spouse or blood relative; the
    // surrogate may not witness); forms in §§ 765.203, 765.303
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'minor'],
      oneWitnessMayNotBe: ['spouse', 'relative'],
      statutoryForm:
        'Designation of Health Care Surrogate and Living Will (Fla. Stat. §§ 765.203, 765.303)',
    },
    // Fla. Stat. § 709.2105 (two subscribing witnesses and a notary)
    'power-of-attorney': { witnesses: 2, notary: 'required', witnessesMayNotBe: ['minor'] },
  },
  GA: {
    // O.C.G.A. § 53-4-20 (two witnesses); § 53-4-24 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // O.C.G.A. § 31-32-5 (two witnesses; only one may work at the facility treating you); form
    // in § 31-32-4
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'heir', 'beneficiary', 'minor'],
      oneWitnessMayNotBe: ['care-facility-staff'],
      statutoryForm: 'Georgia Advance Directive for Health Care (O.C.G.A. § 31-32-4)',
    },
    // O.C.G.A. § 10-6B-5 (one witness who is not the agent, and a notary); form in § 10-6B-80
    'power-of-attorney': {
      witnesses: 1,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm: 'Georgia Statutory Short Form Power of Attorney (O.C.G.A. § 10-6B-80)',
    },
  },
  HI: {
    // HRS § 560:2-502 (two witnesses); § 560:2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // HRS § 327E-3 (two witnesses or a notary, and who may not witness); form in § 327E-16
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Advance Health-Care Directive (HRS § 327E-16)',
    },
    // HRS § 551E-5 (acknowledged before a notary); form in § 551E-41
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (HRS § 551E-41)',
    },
  },
  ID: {
    // Idaho Code § 15-2-502 (two witnesses); § 15-2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Idaho Code § 39-4510 (the statutory form, signed by the person). verify: the current
    // section's text was not found (only the 2005 form, whose signing part was not shown).
    // Secondary sources say neither witnesses nor a notary are needed (eforms, contracts.net)
    // but one says the signature must be notarized (opendocs); the notary is kept.
    'health-directive': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm:
        'Living Will and Durable Power of Attorney for Health Care (Idaho Code § 39-4510)',
      verify: true,
    },
    // Idaho Code § 15-12-105 (UPOAA § 105); form in § 15-12-301
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (Idaho Code § 15-12-301)',
    },
  },
  IL: {
    // 755 ILCS 5/4-3 (two credible witnesses); 5/6-4 (attestation and witness affidavit)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // 755 ILCS 45/4-10 (power of attorney for health care: one witness, who may not be the
    // agent, a relative of you or the agent, your provider or its staff); 755 ILCS 35/3
    // (living will declaration: two witnesses). Two witnesses satisfy both.
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: [
        'agent',
        'agent-relative',
        'spouse',
        'relative',
        'care-provider',
        'care-facility-staff',
        'minor',
      ],
      statutoryForm:
        'Illinois Statutory Short Form Power of Attorney for Health Care (755 ILCS 45/4-10)',
      note: 'Illinois asks one witness for the health care power of attorney and two for the living will declaration; two witnesses cover both.',
    },
    // 755 ILCS 45/3-3 (statutory short form: one witness and a notary; the witness limits of
    // 45/3-3(e))
    'power-of-attorney': {
      witnesses: 1,
      notary: 'required',
      witnessesMayNotBe: [
        'agent',
        'agent-relative',
        'spouse',
        'relative',
        'care-provider',
        'care-facility-staff',
        'minor',
      ],
      statutoryForm:
        'Illinois Statutory Short Form Power of Attorney for Property (755 ILCS 45/3-3)',
    },
  },
  IN: {
    // Ind. Code § 29-1-5-3 (two witnesses); § 29-1-5-3.1 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Ind. Code § 16-36-7-28(c): "two (2) adult witnesses, at least one (1) of whom may not be
    // the spouse or other relative of the declarant", or a notarial officer; (b)(2): whoever
    // signs for the declarant "may not be a witness". The section does not bar the health care
    // representative; barred anyway, as a witness who gains authority from it.
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['signer-for-you', 'agent', 'minor'],
      oneWitnessMayNotBe: ['spouse', 'relative'],
    },
    // Ind. Code § 30-5-4-1(a)(4) (before a notary, or before witnesses under §§ 30-5-4-1.3 to
    // 1.9, whose attestation wording this document does not carry: so the notary)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  IA: {
    // Iowa Code § 633.279 (two witnesses; self-proving in subsection 2)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Iowa Code § 144B.3 (two witnesses or a notary; who may not witness), § 144A.3 (living
    // will, the same)
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'minor'],
      oneWitnessMayNotBe: ['relative'],
    },
    // Iowa Code § 633B.105 (acknowledged before a notary); form in § 633B.301
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (Iowa Code § 633B.301)',
    },
  },
  KS: {
    // K.S.A. § 59-606 (two witnesses; self-proving in the same section)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // K.S.A. § 58-629 (two witnesses or a notary, and who may not witness); § 65-28,103
    // (living will, two witnesses)
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'relative', 'heir', 'payer-of-care', 'minor'],
    },
    // K.S.A. § 58-652(a)(3) (durable only if dated and acknowledged before a notary)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  KY: {
    // KRS § 394.040 (two witnesses); § 394.225 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // KRS § 311.625 (two witnesses or a notary; who may not witness); form in the same section
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: [
        'relative',
        'heir',
        'beneficiary',
        'care-provider',
        'care-facility-staff',
        'payer-of-care',
        'minor',
      ],
      statutoryForm: 'Living Will Directive (KRS § 311.625)',
    },
    // KRS § 457.050 (acknowledged before a notary)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  LA: {
    // La. Civ. Code art. 1577 (notarial testament: before a notary and two witnesses, signed on
    // every page; the notary and the witnesses sign the attestation clause in the testator's
    // presence and each other's), art. 1581 (who may not witness). testate leaves Louisiana out.
    will: {
      witnesses: 2,
      notary: 'required',
      notaryAndWitnessesTogether: true,
      // Art. 1577(2), the form of the declaration, with "his testament" as "the testator's".
      attestationClause:
        'In our presence the testator has declared or signified that this instrument is the testator’s testament and has signed it at the end and on each other separate page, and in the presence of the testator and each other we have hereunto subscribed our names this ____ day of ______________, ______.',
      witnessesMayNotBe: ['beneficiary', 'spouse', 'minor'],
      selfProving: false,
      note: 'Louisiana requires a notarial testament: you sign at the end and on every other page, and declare it your testament, before a notary and two witnesses, who sign the attestation clause; a handwritten (olographic) testament is the only other form.',
    },
    // La. R.S. 40:1151.2 (two witnesses not related to you and not entitled to your estate);
    // form in R.S. 40:1151.3
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['relative', 'heir', 'minor'],
      statutoryForm: 'Declaration (La. R.S. 40:1151.3)',
    },
    // La. Civ. Code art. 2993 (a mandate takes the form the act it authorises requires); acts
    // on immovables need an authentic act, executed before a notary and two witnesses and
    // signed by each of them (art. 1833)
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      notaryAndWitnessesTogether: true,
      witnessesMayNotBe: ['agent', 'minor'],
      note: 'In Louisiana a power of attorney (procuration) that may be used for real estate must be an authentic act: signed before a notary and two witnesses.',
    },
  },
  ME: {
    // 18-C M.R.S. § 2-502 (two witnesses); § 2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // 18-C M.R.S. § 5-803(2) ("signed by the principal and 2 witnesses", in person); optional
    // form in § 5-804. verify: the section's text was seen only as quoted in a forum answer,
    // which names no witness bar: its bar on facility staff falls on the agent, not the
    // witnesses. Summaries bar the agent and facility staff (createmylivingwill) or relatives
    // (contracts.net) from witnessing; all three are kept to be safe.
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'care-facility-staff', 'relative', 'minor'],
      statutoryForm: 'Advance Health-Care Directive (18-C M.R.S. § 5-804)',
      verify: true,
    },
    // 18-C M.R.S. § 5-905 (acknowledged before a notary)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  MD: {
    // Md. Est. & Trusts § 4-102 (two credible witnesses); § 5-302 (the register assumes due
    // execution from the witnesses' attestation recital). testate lists a self-proving
    // affidavit under § 5-304. verify: sources disagree on whether Maryland has a self-proving
    // affidavit (livingtrustnetwork: none; legalclarity and fastcounsel: one, citing § 4-103,
    // which is the holographic will section); § 5-304's text was not found. None is offered,
    // and the note asks for the attestation clause that serves.
    will: {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: WILL_BARS,
      selfProving: false,
      note: 'Maryland needs no self-proving affidavit: the witnesses sign the attestation clause stating how the will was signed, and the register of wills accepts that.',
      verify: true,
    },
    // Md. Health-Gen. § 5-602(c) (two witnesses; the agent may not witness; one may not
    // benefit from your death); form in § 5-603
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'minor'],
      oneWitnessMayNotBe: ['heir', 'beneficiary'],
      statutoryForm:
        'Maryland Advance Directive: Planning for Future Health Care Decisions (Md. Health-Gen. § 5-603)',
    },
    // Md. Est. & Trusts § 17-110 (two witnesses and a notary; the agent may not witness); forms
    // in §§ 17-202, 17-203
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm:
        'Maryland Statutory Form Personal Financial Power of Attorney (Md. Est. & Trusts § 17-202)',
    },
  },
  MA: {
    // M.G.L. c. 190B § 2-502 (two witnesses); § 2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // M.G.L. c. 201D § 2 (health care proxy: two adult witnesses; the agent may not witness)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm: 'Health Care Proxy (M.G.L. c. 201D § 4)',
    },
    // M.G.L. c. 190B § 5-501 (a durable power of attorney has no formality of its own; the
    // registry of deeds and banks require an acknowledgment)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  MI: {
    // MCL § 700.2502 (two witnesses); § 700.2504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // MCL § 700.5506(4) (patient advocate designation: two witnesses and who may not be one)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: [
        'spouse',
        'relative',
        'heir',
        'beneficiary',
        'care-provider',
        'care-facility-staff',
        'agent',
        'minor',
      ],
      note: 'In Michigan your patient advocate must also sign an acceptance before acting for you.',
    },
    // MCL § 556.205(2) (Uniform Power of Attorney Act, 2024): "acknowledged ... before a notary
    // public" or "signed in the presence of 2 witnesses"; "A witness may not be an agent
    // nominated in the power", the only bar (one witness may be the notary)
    'power-of-attorney': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
    },
  },
  MN: {
    // Minn. Stat. § 524.2-502 (two witnesses); § 524.2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Minn. Stat. § 145C.03 (two witnesses or a notary; the agent may not be either; one
    // witness not your provider); form in § 145C.16
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
      oneWitnessMayNotBe: ['care-provider'],
      statutoryForm: 'Health Care Directive (Minn. Stat. § 145C.16)',
    },
    // Minn. Stat. § 523.23 (statutory short form, acknowledged before a notary)
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Short Form Power of Attorney (Minn. Stat. § 523.23)',
    },
  },
  MS: {
    // Miss. Code § 91-5-1 (two witnesses); § 91-7-7 (witness affidavit)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Miss. Code § 41-41-205 (two witnesses or a notary; who may not witness); form in
    // § 41-41-209
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Advance Health-Care Directive (Miss. Code § 41-41-209)',
    },
    // Miss. Code § 87-3-7(1) (no signing ceremony) and § 87-3-1 (acknowledgment optional, but
    // needed to record it)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  MO: {
    // RSMo § 474.320 (two witnesses); § 474.337 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // RSMo § 404.705 (a durable power of attorney for health care is acknowledged before a
    // notary) and § 459.015 (health care declaration: two witnesses); the simplywilled
    // Missouri form has both
    'health-directive': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['signer-for-you', 'minor'],
      note: 'In Missouri the health care power of attorney must be notarized and the health care declaration needs two witnesses; do both.',
    },
    // RSMo § 404.705 (durable only if acknowledged like a deed of real estate)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  MT: {
    // Mont. Code § 72-2-522 (two witnesses); § 72-2-524 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Mont. Code § 50-9-103 (declaration: two witnesses); form in § 50-9-103
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['minor'],
      statutoryForm: 'Declaration (Mont. Code § 50-9-103)',
    },
    // Mont. Code § 72-31-305 (UPOAA § 105)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  NE: {
    // Neb. Rev. Stat. § 30-2327 (two witnesses); § 30-2329 (self-proving). testate cites
    // § 30-2504, which is not the self-proving section.
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Neb. Rev. Stat. § 30-3404 (two witnesses or a notary; who may not witness); form in
    // § 30-3408
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'spouse', 'relative', 'heir', 'care-provider', 'minor'],
      oneWitnessMayNotBe: ['care-facility-staff'],
      statutoryForm: 'Power of Attorney for Health Care (Neb. Rev. Stat. § 30-3408)',
    },
    // Neb. Rev. Stat. § 30-4005 (acknowledged before a notary); form in § 30-4024
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (Neb. Rev. Stat. § 30-4024)',
    },
  },
  NV: {
    // NRS § 133.040 (two witnesses); § 133.050 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // NRS § 162A.790 (two witnesses or a notary; who may not witness); form in § 162A.860
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Durable Power of Attorney for Health Care Decisions (NRS § 162A.860)',
    },
    // NRS § 162A.220 (execution; it also asks a certificate of competency "under certain
    // circumstances", per its heading). verify: its text was not found, and sources disagree:
    // signed before a notary (eforms, legaltemplates, opendocs) or a notary only for the
    // presumption of genuineness (ezel). No source gives the financial power two witnesses in
    // place of a notary (that is the health care power, § 162A.790), so the notary is required.
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (NRS § 162A.620)',
      verify: true,
    },
  },
  NH: {
    // RSA 551:2 (two witnesses); RSA 551:2-a (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // RSA 137-J:14(I): two witnesses, "neither of whom shall" be the agent, "the principal's
    // spouse or heir at law", one taking under a will or trust, or the attending practitioner
    // or one under their direction (the care-provider bar, on both to be safe); "No more than
    // one such witness may be the principal's health or residential care provider or such
    // provider's employee"; or a notary or justice of the peace. Form in RSA 137-J:20.
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'spouse', 'heir', 'care-provider', 'minor'],
      oneWitnessMayNotBe: ['care-facility-staff'],
      statutoryForm: 'Advance Directive (RSA 137-J:20)',
    },
    // RSA 564-E:105 (acknowledged before a notary or justice of the peace)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  NJ: {
    // N.J.S.A. 3B:3-2 (two witnesses); 3B:3-4 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // N.J.S.A. 26:2H-56 (two adult witnesses, or a notary or attorney; the agent may not
    // witness)
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
    },
    // N.J.S.A. 46:2B-8.9 (signed and acknowledged as a deed is)
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  NM: {
    // N.M. Stat. § 45-2-502 (two witnesses); § 45-2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // N.M. Stat. § 24-7A-2 (signature only) and the optional form of § 24-7A-4, which
    // suggests a notary
    'health-directive': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Optional Advance Health-Care Directive (N.M. Stat. § 24-7A-4)',
    },
    // N.M. Stat. § 45-5B-105 (UPOAA § 105); form in § 45-5B-301
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (N.M. Stat. § 45-5B-301)',
    },
  },
  NY: {
    // EPTL § 3-2.1 (two witnesses within 30 days); SCPA § 1406 (self-proving affidavit; testate
    // cites EPTL § 3-2.1 for it); EPTL § 3-3.2 (a witness loses a gift)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // N.Y. Public Health Law § 2981 (two adult witnesses; the agent may not witness); form in
    // § 2981(5)(d)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'minor'],
      statutoryForm: 'Health Care Proxy (N.Y. Public Health Law § 2981(5)(d))',
    },
    // N.Y. Gen. Oblig. Law § 5-1501B (acknowledged before a notary and two witnesses who are
    // not agents or gift recipients; the notary may be one); form in § 5-1513
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'beneficiary', 'minor'],
      statutoryForm:
        'New York Statutory Short Form Power of Attorney (N.Y. Gen. Oblig. Law § 5-1513)',
      note: 'In New York your agent must also sign the power of attorney before a notary before acting for you.',
    },
  },
  NC: {
    // N.C.G.S. § 31-3.3 (two witnesses); § 31-11.6 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // N.C.G.S. § 32A-16 (health care power of attorney) and § 90-321 (advance directive for a
    // natural death): two qualified witnesses and a notary; forms in § 32A-25.1 and § 90-321(d)
    'health-directive': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: [
        'relative',
        'heir',
        'creditor',
        'care-provider',
        'care-facility-staff',
        'agent',
        'minor',
      ],
      statutoryForm:
        'Health Care Power of Attorney and Advance Directive for a Natural Death (N.C.G.S. §§ 32A-25.1, 90-321)',
    },
    // N.C.G.S. § 32C-1-105 (acknowledged before a notary); form in § 32C-3-301
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Short Form Power of Attorney (N.C.G.S. § 32C-3-301)',
    },
  },
  ND: {
    // N.D.C.C. § 30.1-08-02(1)(c) (two witnesses, or acknowledgment before a notary; testate
    // gives two witnesses only); § 30.1-08-04 (self-proving)
    will: {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: WILL_BARS,
      selfProving: true,
    },
    // N.D.C.C. § 23-06.5-05 (two witnesses or a notary; who may not witness); form in
    // § 23-06.5-17
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
      oneWitnessMayNotBe: [
        'spouse',
        'relative',
        'heir',
        'creditor',
        'payer-of-care',
        'care-provider',
      ],
      statutoryForm: 'Health Care Directive (N.D.C.C. § 23-06.5-17)',
    },
    // N.D.C.C. § 30.1-30-01 (a writing; no other formality), § 47-19-03 (acknowledged to be
    // recorded); the state court's self-help form is notarized
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  OH: {
    // R.C. § 2107.03 (two witnesses). Ohio has no self-proving affidavit (a will may instead be
    // deposited with the probate court, § 2107.07); testate cites § 2107.24, which is about
    // wills not properly executed.
    will: {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: WILL_BARS,
      selfProving: false,
      note: 'Ohio has no self-proving affidavit; you may deposit the signed will with your county probate court for safekeeping.',
    },
    // R.C. § 1337.12(B) (health care power of attorney) and § 2133.02(A) (declaration): two
    // witnesses or a notary, and who may not witness
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'relative', 'care-provider', 'care-facility-staff', 'minor'],
    },
    // R.C. § 1337.25 (UPOAA § 105: signature; an acknowledged one is presumed genuine), and
    // § 1337.04 (acknowledged when used for real estate); form in § 1337.60
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (R.C. § 1337.60)',
    },
  },
  OK: {
    // 84 O.S. § 55 (two witnesses; self-proving in the same section)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // 63 O.S. § 3101.4 (two adult witnesses who would not inherit from you); form in the same
    // section
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['heir', 'beneficiary', 'minor'],
      statutoryForm: 'Oklahoma Advance Directive for Health Care (63 O.S. § 3101.4)',
    },
    // 58 O.S. § 3005 (Uniform Power of Attorney Act, 2021: acknowledged before a notary); the
    // former § 1072.2 also asked two witnesses. verify: § 3005's text was not found, and
    // sources disagree: no witnesses and a notary only for the presumption of genuineness
    // (ezel, freeforms), a notary (uslegal), or two witnesses and a notary under § 3005
    // (legaltemplates); the witnesses and the notary are kept.
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'minor'],
      verify: true,
    },
  },
  OR: {
    // ORS § 112.235 (two witnesses); § 112.232 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // ORS § 127.515 (two witnesses and who may not be one; the simplywilled Oregon form says
    // one may not be a relative); form in § 127.529
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'care-provider', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir', 'care-facility-staff'],
      statutoryForm: 'Oregon Advance Directive for Health Care (ORS § 127.529)',
    },
    // ORS § 127.005 (a power of attorney in writing; no other formality), ORS § 93.670 (an
    // acknowledgment to record it for real estate)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  PA: {
    // 20 Pa.C.S. § 2502 (signed at the end; witnesses only when signing by mark or by another);
    // § 3132.1 (self-proving: two witnesses and a notary). The page still prints two witness
    // lines, because probate needs two people to prove the signature otherwise (§ 3132).
    will: {
      witnesses: 0,
      notary: 'none',
      witnessesMayNotBe: WILL_BARS,
      selfProving: true,
      note: 'Pennsylvania does not require witnesses for a will you sign yourself at its end, but two witnesses who sign now (and a notary, to make it self-proving) spare your executor finding people to vouch for your signature at probate.',
    },
    // 20 Pa.C.S. §§ 5442, 5452 (living will and health care power of attorney: two witnesses;
    // whoever signs for you may not witness)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['signer-for-you', 'minor'],
    },
    // 20 Pa.C.S. § 5601(b)-(d) (two witnesses and a notary; the agent, and whoever signs for
    // you, may not witness; the notice and the agent's acknowledgment)
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'signer-for-you', 'minor'],
      note: 'In Pennsylvania you also sign the notice at the front of the power of attorney, and your agent signs an acknowledgment before acting.',
    },
  },
  RI: {
    // R.I. Gen. Laws § 33-5-5 (two witnesses); § 33-7-26 (self-proving; testate cites § 33-5-7)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // R.I. Gen. Laws § 23-4.10-2 (statutory form: two qualified adult witnesses, one of whom
    // also declares they are not related or an heir); § 23-4.11-3 (living will)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm:
        'Statutory Form Durable Power of Attorney for Health Care (R.I. Gen. Laws § 23-4.10-2)',
    },
    // R.I. Gen. Laws § 34-22-6.1 and the Short Form Power of Attorney Act, § 18-16-2 (statutory
    // form, acknowledged before a notary; no witnesses, per eforms, legaltemplates and
    // contracts.net). verify: the form's text was seen only up to its powers, not its
    // acknowledgment.
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Short Form Power of Attorney (R.I. Gen. Laws § 18-16-2)',
      verify: true,
    },
  },
  SC: {
    // S.C. Code § 62-2-502 (two witnesses); § 62-2-503 (self-proving). testate says three
    // witnesses; the statute says "at least two persons", which is followed.
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // S.C. Code § 62-5-503(a)(3) (health care power of attorney: two witnesses and who may not
    // be one; no more than one works at your health care facility); §§ 44-77-40, 44-77-50
    // (declaration of a desire for a natural death: witnessed and notarized); form in
    // § 62-5-504
    'health-directive': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: [
        'spouse',
        'relative',
        'heir',
        'beneficiary',
        'payer-of-care',
        'creditor',
        'agent',
        'care-provider',
        'minor',
      ],
      oneWitnessMayNotBe: ['care-facility-staff'],
      statutoryForm: 'Health Care Power of Attorney (S.C. Code § 62-5-504)',
      note: 'South Carolina asks two witnesses for the health care power of attorney, and a notary as well for the declaration of your wishes about life-sustaining treatment; do both.',
    },
    // S.C. Code § 62-8-105 (signed, two witnesses, and acknowledged before a notary). verify:
    // its text was seen only as quoted by summaries (opendocs, ezel): witnessed "with the same
    // formality and with the same requirements as to witnesses as a will", which names no bar;
    // the agent is barred anyway, as a witness who gains from it.
    'power-of-attorney': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'minor'],
      verify: true,
    },
  },
  SD: {
    // S.D.C.L. § 29A-2-502 (two witnesses); § 29A-2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // S.D.C.L. § 34-12D-2 (living will: "witnessed by two adult individuals"; "The signing may
    // be in the presence of a notary public", so the simplywilled form's notary is optional);
    // § 59-7-2.1 (health care power of attorney: "witnessed by two other adult individuals or
    // by a notary public"). Two witnesses satisfy both; neither section bars anyone.
    'health-directive': {
      witnesses: 2,
      notary: 'recommended',
      witnessesMayNotBe: ['minor'],
    },
    // S.D.C.L. § 59-12-4 (Uniform Power of Attorney Act as adopted: acknowledged before a
    // notary); form in § 59-12-41
    'power-of-attorney': { witnesses: 0, notary: 'required', witnessesMayNotBe: [] },
  },
  TN: {
    // Tenn. Code § 32-1-104 (two witnesses; self-proving in subsection (b))
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Tenn. Code § 68-11-1803(b) (two witnesses or a notary; who may not witness)
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
    },
    // Tenn. Code § 34-6-102 (a writing; no signing ceremony), § 66-22-101 (acknowledged, or
    // proved by two witnesses, to be registered for real estate)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
  TX: {
    // Tex. Est. Code § 251.051 (two witnesses over 14); § 251.104 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Tex. Health & Safety Code §§ 166.032, 166.154 (two witnesses or a notary), § 166.003
    // (who may not be one of the witnesses); forms in §§ 166.033, 166.164
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir', 'creditor', 'care-provider', 'care-facility-staff'],
      statutoryForm:
        'Directive to Physicians and Family or Surrogates, and Medical Power of Attorney (Tex. Health & Safety Code §§ 166.033, 166.164)',
    },
    // Tex. Est. Code § 751.0021 (acknowledged before a notary); form in § 752.051
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Durable Power of Attorney (Tex. Est. Code § 752.051)',
    },
  },
  UT: {
    // Utah Code § 75-2-502 (two witnesses); § 75-2-504 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Utah Code § 75-2a-107 (one disinterested adult witness, and who may not be one); form in
    // § 75-2a-117
    'health-directive': {
      witnesses: 1,
      notary: 'none',
      witnessesMayNotBe: [
        'signer-for-you',
        'relative',
        'heir',
        'beneficiary',
        'payer-of-care',
        'care-provider',
        'care-facility-staff',
        'agent',
        'minor',
      ],
      statutoryForm: 'Utah Advance Health Care Directive (Utah Code § 75-2a-117)',
    },
    // Utah Code § 75-9-105 (acknowledged before a notary); form in § 75-9-301
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (Utah Code § 75-9-301)',
    },
  },
  VT: {
    // 14 V.S.A. § 5 (two witnesses since 2006 Act No. 106; testate still says three); § 108
    // (self-proving, since 2018 Act No. 195)
    will: {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: WILL_BARS,
      selfProving: true,
      note: 'Vermont has asked for two witnesses since 2006; a Vermont will signed before then needed three.',
    },
    // 18 V.S.A. § 9703 (two adult witnesses, and who may not be one; the explanation required
    // in a hospital, nursing home or psychiatric unit)
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['agent', 'spouse', 'relative', 'minor'],
      note: 'If you sign in a hospital, nursing home or psychiatric unit in Vermont, a designated person must first explain the directive to you and sign a statement saying so.',
    },
    // 14 V.S.A. § 4005 (one witness who is not the agent, and a notary)
    'power-of-attorney': {
      witnesses: 1,
      notary: 'required',
      witnessesMayNotBe: ['agent', 'minor'],
    },
  },
  VA: {
    // Va. Code § 64.2-403 (two witnesses); § 64.2-452 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Va. Code § 54.1-2983 (two adult witnesses; a spouse or relative may witness); form in
    // § 54.1-2984
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: ['minor'],
      statutoryForm: 'Advance Medical Directive (Va. Code § 54.1-2984)',
    },
    // Va. Code § 64.2-1603 (UPOAA § 105: a notarized signature is presumed genuine, and land
    // records need it); form in § 64.2-1639
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (Va. Code § 64.2-1639)',
    },
  },
  WA: {
    // RCW § 11.12.020 (two witnesses); § 11.20.020 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // RCW § 70.122.030 (health care directive: two witnesses and who may not be one); the
    // health care power of attorney (RCW § 11.125.050) also bars the agent
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: [
        'relative',
        'heir',
        'creditor',
        'care-provider',
        'care-facility-staff',
        'agent',
        'minor',
      ],
      statutoryForm: 'Health Care Directive (RCW § 70.122.030)',
    },
    // RCW § 11.125.050 (a notary, or two witnesses who are not the agent, relatives of you or
    // the agent, or your home or facility care provider)
    'power-of-attorney': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: [
        'agent',
        'agent-relative',
        'relative',
        'care-provider',
        'care-facility-staff',
        'minor',
      ],
    },
  },
  WV: {
    // W. Va. Code § 41-1-3 (two witnesses); § 41-5-15 (self-proving; testate cites § 41-1-4)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // W. Va. Code § 16-30-4 (two witnesses and a notary; who may not witness); forms in the same
    // section
    'health-directive': {
      witnesses: 2,
      notary: 'required',
      witnessesMayNotBe: [
        'signer-for-you',
        'relative',
        'heir',
        'payer-of-care',
        'care-provider',
        'agent',
        'minor',
      ],
      statutoryForm: 'Living Will and Medical Power of Attorney (W. Va. Code § 16-30-4)',
    },
    // W. Va. Code § 39B-1-105 (acknowledged before a notary); form in § 39B-3-101
    'power-of-attorney': {
      witnesses: 0,
      notary: 'required',
      witnessesMayNotBe: [],
      statutoryForm: 'Statutory Form Power of Attorney (W. Va. Code § 39B-3-101)',
    },
  },
  WI: {
    // Wis. Stat. § 853.03 (two witnesses); § 853.04 (self-proving); § 853.07 (a witness's gift
    // is cut to their intestate share)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Wis. Stat. § 155.10(1)(c) (two witnesses, and who may not be one); form in § 155.30
    'health-directive': {
      witnesses: 2,
      notary: 'none',
      witnessesMayNotBe: [
        'relative',
        'heir',
        'payer-of-care',
        'care-provider',
        'care-facility-staff',
        'agent',
        'minor',
      ],
      statutoryForm: 'Power of Attorney for Health Care (Wis. Stat. § 155.30)',
    },
    // Wis. Stat. § 244.05 (signature; an acknowledged one is presumed genuine; recording needs
    // it, § 706.05); form in § 244.61
    'power-of-attorney': {
      witnesses: 0,
      notary: 'recommended',
      witnessesMayNotBe: [],
      statutoryForm:
        'Wisconsin Statutory Form Power of Attorney for Finances and Property (Wis. Stat. § 244.61)',
    },
  },
  WY: {
    // Wyo. Stat. § 2-6-112 (two witnesses); § 2-6-114 (self-proving)
    will: { witnesses: 2, notary: 'none', witnessesMayNotBe: WILL_BARS, selfProving: true },
    // Wyo. Stat. § 35-22-403(b) (acknowledged before a notary, or two witnesses who are not the
    // agent, your treating provider or its staff, or staff of your care facility); form in
    // § 35-22-405. verify: the section's text was seen only up to the witnesses' declaration;
    // the bar on one witness being a relative or heir (as in the uniform act's form) is not in
    // the declaration as the simplywilled Wyoming form gives it, nor in the summaries; it is
    // kept to be safe.
    'health-directive': {
      witnesses: 2,
      notary: 'or-witnesses',
      witnessesMayNotBe: ['agent', 'care-provider', 'care-facility-staff', 'minor'],
      oneWitnessMayNotBe: ['relative', 'heir'],
      statutoryForm: 'Advance Health Care Directive (Wyo. Stat. § 35-22-405)',
      verify: true,
    },
    // Wyo. Stat. § 3-9-105 (UPOAA § 105)
    'power-of-attorney': { witnesses: 0, notary: 'recommended', witnessesMayNotBe: [] },
  },
};

/** The rule the signing page prints for a place: the table's, or the safe default abroad. */
export function signingRuleFor(place: SigningPlace, kind: SignedDocumentKind): SigningRule {
  return place === OTHER_COUNTRY ? otherCountryRule : signingRules[place][kind];
}
