// The words of a PDF's signing page, made from the place's signing rule (signingRuleFor): the
// API prints them and the wizards can show the same words before the owner prints.
import {
  OTHER_COUNTRY,
  signingPlaceName,
  type SignedDocumentKind,
  type SigningPlace,
  type SigningRule,
  type WitnessBar,
} from './signingTypes';

/** Each bar as the words that follow "may not be". */
export const witnessBarWords: Record<WitnessBar, string> = {
  beneficiary: 'someone who receives anything under this document',
  agent: 'the agent or an alternate agent named in it',
  'agent-relative': "the agent's spouse or child",
  spouse: 'your spouse',
  relative: 'your relative by blood, marriage or adoption',
  heir: 'someone who would inherit from you, by will or by law',
  'care-provider': 'your doctor or other health care provider, or their employee',
  'care-facility-staff':
    'an owner, operator or employee of a care facility where you live or are treated',
  'payer-of-care': 'someone who is responsible for paying for your health care',
  creditor: 'someone with a claim against you or your estate',
  'signer-for-you': 'the person who signs for you, if you cannot sign yourself',
  minor: 'anyone under 18',
};

const documentNames: Record<SignedDocumentKind, string> = {
  will: 'will',
  'health-directive': 'advance health directive',
  'power-of-attorney': 'power of attorney',
};

/**
 * Outside the US the table knows nothing of the law, so the page asks for the most a common
 * law country would: two witnesses who gain nothing from the document, and a notary.
 */
export const otherCountryRule: SigningRule = {
  witnesses: 2,
  notary: 'required',
  witnessesMayNotBe: ['beneficiary', 'agent', 'spouse', 'minor'],
  note: 'Have it signed as the law where you live requires; ask a local lawyer or notary before you sign, because a document in this form may not be valid there.',
};

export interface SigningPageText {
  heading: string;
  instructions: string[];
  witnessLines: number;
  /** What the witnesses sign: a general declaration, or the statute's attestation clause. */
  witnessDeclaration: string;
  notaryBlock: boolean;
  /** The notary block's title and words: an acknowledgment, or signing at the one sitting. */
  notaryWords: { title: string; text: string };
  whoMayNotWitness: string | null;
  selfProving: string | null;
  statutoryForm: string | null;
}

const numberWords = ['no', 'one', 'two', 'three'];

function count(n: number, noun: string): string {
  return `${numberWords[n] ?? String(n)} ${noun}${n === 1 ? '' : 'es'}`;
}

// Items that hold commas themselves are set apart by semicolons, so that each reads whole.
function anyOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const separator = items.some((item) => item.includes(',')) ? ';' : ',';
  const last = items.length > 2 || separator === ';' ? `${separator} or ` : ' or ';
  return `${items.slice(0, -1).join(`${separator} `)}${last}${items[items.length - 1]}`;
}

function mayNotBe(bars: readonly WitnessBar[]): string {
  return anyOf(bars.map((bar) => witnessBarWords[bar]));
}

function whoMayNotWitness(rule: SigningRule, witnessLines: number): string | null {
  if (witnessLines === 0) return null;
  const sentences: string[] = [];
  if (rule.witnessesMayNotBe.length > 0) {
    sentences.push(`No witness may be ${mayNotBe(rule.witnessesMayNotBe)}.`);
  }
  if (rule.oneWitnessMayNotBe && rule.oneWitnessMayNotBe.length > 0) {
    sentences.push(`At least one witness may not be ${mayNotBe(rule.oneWitnessMayNotBe)}.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

function witnessAndNotarySteps(
  place: SigningPlace,
  rule: SigningRule,
  documentName: string,
): string[] {
  const witnesses = count(rule.witnesses, 'witness');
  if (place === OTHER_COUNTRY) {
    return [
      `Unless that law says otherwise, sign and date your ${documentName} in front of ${witnesses} who gain nothing from it, and acknowledge your signature before a notary public.`,
    ];
  }
  if (rule.witnesses === 0) {
    const steps = [`Sign and date your ${documentName}; no witness has to sign it.`];
    if (rule.notary === 'required') {
      steps.push(
        'Sign it before a notary public, or acknowledge your signature to one, who completes the notary block.',
      );
    }
    if (rule.notary === 'recommended') {
      steps.push(
        'A notary is not required, but banks, courts and land records offices expect one: acknowledge your signature before a notary public, who completes the notary block.',
      );
    }
    return steps;
  }
  const sign = `Sign and date your ${documentName} in front of ${witnesses}, who then sign the witness lines while you watch.`;
  switch (rule.notary) {
    case 'or-witnesses':
      return [
        `Sign and date your ${documentName} in front of ${witnesses}, who then sign the witness lines; or sign it before a notary public, who completes the notary block. Either one is enough.`,
      ];
    case 'required':
      if (rule.notaryAndWitnessesTogether) {
        return [
          `Sign and date your ${documentName} in front of a notary public and ${witnesses}, all present together: the witnesses sign the witness lines and the notary completes the notary block at the same sitting, while you and each other watch.`,
        ];
      }
      return [
        sign,
        'Then acknowledge your signature before a notary public, who completes the notary block: the witnesses do not replace the notary.',
      ];
    case 'recommended':
      return [
        sign,
        'A notary is not required, but banks, courts and land records offices expect one: acknowledge your signature before a notary public, who completes the notary block.',
      ];
    case 'none':
      return [sign];
  }
}

const WITNESS_DECLARATION =
  'Each witness declares: the signer signed this document, or acknowledged the signature, in my presence, and appeared to be of sound mind and free of pressure.';

const NOTARY_ACKNOWLEDGMENT = {
  title: 'Notary acknowledgment',
  text: 'On the date above, the signer of this document appeared before me, a notary public, was proved to me on the basis of satisfactory evidence to be the person whose name is signed on it, and acknowledged signing it voluntarily.',
};

// Where the notary does not take an acknowledgment later but is there when it is signed.
const NOTARY_AT_THE_SITTING = {
  title: 'Notary',
  text: 'On the date above, the signer of this document, proved to me on the basis of satisfactory evidence to be the person whose name is signed on it, and the witnesses above signed it before me, a notary public, all of us present together.',
};

function witnessDeclaration(rule: SigningRule): string {
  return rule.attestationClause
    ? `Attestation clause, signed by the witnesses and the notary: “${rule.attestationClause}”`
    : WITNESS_DECLARATION;
}

export function signingPageText(
  place: SigningPlace,
  kind: SignedDocumentKind,
  rule: SigningRule,
): SigningPageText {
  const documentName = documentNames[kind];
  const placeName = signingPlaceName(place);
  const witnessLines = Math.max(rule.witnesses, rule.selfProving ? 2 : 0);
  const instructions = [
    ...(rule.note ? [rule.note] : []),
    ...witnessAndNotarySteps(place, rule, documentName),
    place === OTHER_COUNTRY
      ? 'The witness lines and notary block below are there in case the local law asks for them.'
      : `These are the signing rules of ${placeName} as we understand them, not legal advice; a lawyer there can confirm them.`,
  ];
  return {
    heading:
      place === OTHER_COUNTRY
        ? `Signing your ${documentName} outside the United States`
        : `Signing your ${documentName} in ${placeName}`,
    instructions,
    witnessLines,
    witnessDeclaration: witnessDeclaration(rule),
    notaryBlock: rule.notary !== 'none' || rule.selfProving === true,
    notaryWords: rule.notaryAndWitnessesTogether ? NOTARY_AT_THE_SITTING : NOTARY_ACKNOWLEDGMENT,
    whoMayNotWitness: whoMayNotWitness(rule, witnessLines),
    selfProving: rule.selfProving
      ? `Optional: make the will self-proving. You and your witnesses sign the self-proving affidavit before a notary, so that no witness has to be found to testify when the will is probated.`
      : null,
    statutoryForm: rule.statutoryForm
      ? `${placeName} has its own statutory form for this document: ${rule.statutoryForm}. This document follows your wishes rather than that form; some doctors, banks and offices in ${placeName} ask for the statutory form itself.`
      : null,
  };
}

/**
 * The page printed while the owner has not said where they sign: the rules depend on the state,
 * so it asks them to choose one, and meanwhile has room for what satisfies most places, two
 * witnesses who gain nothing from the document and a notary (the rule used abroad).
 */
export function generalSigningPageText(kind: SignedDocumentKind): SigningPageText {
  const documentName = documentNames[kind];
  const rule = otherCountryRule;
  return {
    heading: `Signing your ${documentName}`,
    instructions: [
      `How your ${documentName} must be signed depends on the state where you sign it: the number of witnesses, whether a notary is needed, and who may not be a witness. Choose where you sign in Account ("Where you sign") and download this PDF again: this page will follow that state's rules.`,
      `Until then, the lines below have room for what most states accept: sign and date your ${documentName} in front of ${count(rule.witnesses, 'witness')} who gain nothing from it, and acknowledge your signature before a notary public.`,
    ],
    witnessLines: rule.witnesses,
    witnessDeclaration: WITNESS_DECLARATION,
    notaryBlock: true,
    notaryWords: NOTARY_ACKNOWLEDGMENT,
    whoMayNotWitness: whoMayNotWitness(rule, rule.witnesses),
    selfProving: null,
    statutoryForm: null,
  };
}
