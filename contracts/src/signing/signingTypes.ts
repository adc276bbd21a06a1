// Where a plan's documents are signed, and what a signing rule says: the vocabulary of the
// signing table (signingRules.ts) and of the signing page's words (signingPage.ts). No yup.
import type { WizardKind } from '../wizards/wizardDocuments';

export const usJurisdictions = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsJurisdiction = (typeof usJurisdictions)[number]['code'];
export const usJurisdictionCodes: readonly UsJurisdiction[] = usJurisdictions.map((j) => j.code);

/** Where the owner signs: a US state or DC, or a country outside the US. */
export const OTHER_COUNTRY = 'other';
export type SigningPlace = UsJurisdiction | typeof OTHER_COUNTRY;
export const signingPlaces: readonly SigningPlace[] = [...usJurisdictionCodes, OTHER_COUNTRY];

export function isSigningPlace(value: unknown): value is SigningPlace {
  return typeof value === 'string' && (signingPlaces as readonly string[]).includes(value);
}

export function signingPlaceName(place: SigningPlace): string {
  if (place === OTHER_COUNTRY) return 'a country outside the United States';
  return usJurisdictions.find((j) => j.code === place)?.name ?? place;
}

/** The wizards whose PDF a state's law says how to sign. */
export const signedDocumentKinds = [
  'will',
  'health-directive',
  'power-of-attorney',
] as const satisfies readonly WizardKind[];
export type SignedDocumentKind = (typeof signedDocumentKinds)[number];

export function isSignedDocumentKind(kind: WizardKind): kind is SignedDocumentKind {
  return (signedDocumentKinds as readonly WizardKind[]).includes(kind);
}

/**
 * What a notary has to do with the signature:
 * - `required`: the signer acknowledges the signature before a notary, besides any witnesses;
 * - `or-witnesses`: a notary's acknowledgment may take the place of the witnesses;
 * - `recommended`: the law does not ask for one, but banks, land records and courts expect it
 *   (for a power of attorney under Uniform Power of Attorney Act § 105 a notarized signature is
 *   presumed genuine), so the page still has a notary block;
 * - `none`: no notary (a will's optional self-proving affidavit is said by `selfProving`).
 */
export const notaryRules = ['required', 'or-witnesses', 'recommended', 'none'] as const;
export type NotaryRule = (typeof notaryRules)[number];

/** People a state bars from witnessing, in the state's own terms, narrowed to these kinds. */
export const witnessBars = [
  'beneficiary',
  'agent',
  'agent-relative',
  'spouse',
  'relative',
  'heir',
  'care-provider',
  'care-facility-staff',
  'payer-of-care',
  'creditor',
  'signer-for-you',
  'minor',
] as const;
export type WitnessBar = (typeof witnessBars)[number];

export interface SigningRule {
  /** Witnesses who must sign (0 = none). */
  witnesses: number;
  notary: NotaryRule;
  /**
   * With a `required` notary: the signer, the witnesses and the notary sign together at one
   * sitting (a Louisiana notarial testament or authentic act), rather than the notary taking an
   * acknowledgment as a separate, possibly later, act.
   */
  notaryAndWitnessesTogether?: true;
  /**
   * The clause the witnesses and the notary sign, in the statute's words, where the statute
   * gives one (a Louisiana notarial testament); otherwise the witnesses sign a general
   * declaration.
   */
  attestationClause?: string;
  /** No witness may be one of these. */
  witnessesMayNotBe: readonly WitnessBar[];
  /** At least one of the witnesses may not be one of these (e.g. "one witness not related"). */
  oneWitnessMayNotBe?: readonly WitnessBar[];
  /** Will only: a self-proving affidavit (witnesses and signer swear before a notary) is possible. */
  selfProving?: boolean;
  /** The name of the state's own statutory form, where it has one. */
  statutoryForm?: string;
  /** One sentence for the signing page, for what the fields cannot say. */
  note?: string;
  /** A fact here could not be confirmed: the safer rule was chosen (the row's comment says what). */
  verify?: true;
}

export type SigningRules = Record<UsJurisdiction, Record<SignedDocumentKind, SigningRule>>;
