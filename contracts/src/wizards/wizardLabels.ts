import type {
  accountActions,
  allowOrNot,
  deliveryTimings,
  funeralTypes,
  hipaaExpirationTypes,
  messageTypes,
  poaEffectiveOptions,
  poaTypes,
  yesNo,
  HealthDirectiveData,
} from './wizardSchemas';

// The words each wizard choice is shown with, in the form and printed in its PDF: one table,
// so the record a person downloads says what they chose in the words they chose it in.

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const yesNoLabels: Labels<typeof yesNo> = { yes: 'Yes', no: 'No' };
export const allowLabels: Labels<typeof allowOrNot> = {
  allow: 'Allow',
  do_not_allow: 'Do not allow',
};
export const poaTypeLabels: Labels<typeof poaTypes> = {
  durable: 'Durable',
  springing: 'Springing',
};
export const poaEffectiveLabels: Labels<typeof poaEffectiveOptions> = {
  immediately: 'Immediately',
  incapacity: 'Upon my incapacity',
  specific_date: 'On a specific date',
};
export const accountActionLabels: Labels<typeof accountActions> = {
  delete: 'Delete the account',
  transfer: 'Transfer it to someone',
  archive: 'Archive or memorialize it',
  other: 'Other (see notes)',
};
export const expirationLabels: Labels<typeof hipaaExpirationTypes> = {
  until_revoked: 'Until I revoke it',
  specific_date: 'On a specific date',
  event_based: 'Upon an event',
};
export const messageTypeLabels: Labels<typeof messageTypes> = {
  text: 'Text',
  audio: 'Audio',
  video: 'Video',
};
export const deliveryLabels: Labels<typeof deliveryTimings> = {
  upon_passing: 'Upon my passing',
  specific_date: 'On a specific date',
  life_milestone: 'At a life milestone',
};
export const funeralTypeLabels: Labels<typeof funeralTypes> = {
  burial: 'Burial',
  cremation: 'Cremation',
  other: 'Other',
};

/** The POA's scope of authority toggles, in the form's order. */
export const authorityScopeLabels = {
  realEstate: 'Real estate',
  banking: 'Banking and finances',
  legal: 'Legal matters',
  healthcare: 'Healthcare decisions',
  business: 'Business interests',
  other: 'Other',
} as const;

/** The HIPAA scope of access toggles, in the form's order. */
export const hipaaScopeLabels = {
  medicalHistory: 'Medical history',
  mentalHealthRecords: 'Mental health records',
  labResults: 'Lab results',
  billingInsurance: 'Billing and insurance',
  other: 'Other',
} as const;

/** The health directive's four treatment wishes, in the form's order. */
export const medicalWishLabels = {
  doNotResuscitate: 'Do not resuscitate (DNR)',
  organDonation: 'Organ donation',
  mechanicalVentilation: 'Mechanical ventilation',
  feedingTube: 'Feeding tube',
} as const;

/** A choice's words, or '' while none is made. */
export const labelOf = <T extends string>(labels: Record<T, string>, value: T | ''): string =>
  value === '' ? '' : labels[value];

type MedicalWishes = HealthDirectiveData['medicalWishes'];
export type MedicalWish = keyof MedicalWishes;
type ChoiceOf<W extends MedicalWish> = Exclude<MedicalWishes[W]['choice'], ''>;

/** What a treatment wish says when the owner chose nothing. */
export const NOT_STATED = 'Not stated';

/**
 * The health directive's treatment wishes as sentences a clinician reads at a glance, never a
 * bare "DNR: No": the treatment, the choice in capitals, and what it means at the bedside.
 */
export const medicalWishSentences: {
  [W in MedicalWish]: { treatment: string; answers: Record<ChoiceOf<W>, string> };
} = {
  doNotResuscitate: {
    treatment: 'Do not resuscitate',
    answers: { yes: 'YES — do not attempt CPR', no: 'NO — attempt CPR' },
  },
  organDonation: {
    treatment: 'Organ donation',
    answers: { yes: 'YES — donate my organs and tissues', no: 'NO — do not donate' },
  },
  mechanicalVentilation: {
    treatment: 'Mechanical ventilation',
    answers: {
      allow: 'ALLOW — a breathing machine may be used',
      do_not_allow: 'DO NOT ALLOW — no breathing machine',
    },
  },
  feedingTube: {
    treatment: 'Feeding tube',
    answers: {
      allow: 'ALLOW — tube feeding may be used',
      do_not_allow: 'DO NOT ALLOW — no tube feeding',
    },
  },
};

/** e.g. "Do not resuscitate: YES — do not attempt CPR"; "Feeding tube: Not stated". */
export function medicalWishSentence<W extends MedicalWish>(
  wish: W,
  choice: MedicalWishes[W]['choice'],
): string {
  const { treatment, answers } = medicalWishSentences[wish];
  // A generic choice is not narrowed by the check: only '' is taken out.
  return `${treatment}: ${choice === '' ? NOT_STATED : answers[choice as ChoiceOf<W>]}`;
}

/** The treatment wishes in the form's order. */
export const medicalWishOrder = [
  'doNotResuscitate',
  'organDonation',
  'mechanicalVentilation',
  'feedingTube',
] as const satisfies readonly MedicalWish[];

// ── HIPAA authorization: what the form states and the PDF prints, in the same words ─────────

/**
 * Who may release the records (45 CFR 164.508(c)(1)(ii) allows a class of persons). The
 * wizard names no provider; its words are "your healthcare providers", so the PDF says that
 * and no more (no health plan or clearinghouse the form never mentions).
 */
export const HIPAA_RELEASED_BY = 'My healthcare providers';

/**
 * The right to revoke in writing, how, and the exceptions to it (164.508(c)(2)(i)(A), naming
 * both of (b)(5): action taken in reliance, and an insurer contesting a claim). "Does not undo
 * disclosures" alone named neither.
 */
export const HIPAA_REVOCATION_NOTICE =
  'Revocation rights: you may revoke this authorization at any time by writing to your healthcare provider. Revoking it has no effect where your healthcare providers have already acted in reliance on it, such as records already released, nor, if you signed it as a condition of obtaining insurance coverage, on the insurer’s right under the law to contest a claim under the policy or the policy itself.';

/**
 * The statements an authorization must carry (164.508(c)(2)): revocation, that care may not be
 * made to depend on signing it, and that what is released may be shared again. Shown on the
 * form beside the signature and printed on the PDF.
 */
export const hipaaRequiredStatements = [
  HIPAA_REVOCATION_NOTICE,
  'Signing is your choice: your healthcare providers may not make your treatment, payment, enrollment in a health plan or eligibility for benefits depend on whether you sign this authorization.',
  'Redisclosure: the people you name may share the records they receive with others, and once shared, the records may no longer be protected by the HIPAA privacy rule.',
] as const;

// ── Power of attorney: a springing power said to take effect immediately ─────────────────────

/**
 * Whether the POA's type and its effective date contradict each other: a springing power takes
 * effect later, on a stated event or date, and "Immediately" says it takes effect when signed.
 */
export const poaSpringsImmediately = (data: { poaType: string; effectiveDate: string }): boolean =>
  data.poaType === 'springing' && data.effectiveDate === 'immediately';

/** Shown beside the choice while the two contradict: what springing means, and the way out. */
export const POA_SPRINGING_IMMEDIATELY_WARNING =
  'A springing power of attorney takes effect only later: when something you name happens, usually that a doctor finds you can no longer make your own decisions. "Immediately" says it takes effect as soon as you sign, which contradicts that. To keep it springing, choose "Upon my incapacity" or "On a specific date"; for a power your agent can use from the day you sign, choose "Durable".';

/**
 * Printed with the two: the record names no event or date for the power to spring on, and a
 * power of attorney takes effect when signed unless it names one (Uniform Power of Attorney Act
 * §109(a), the rule of most states), so "springing" adds nothing as written and the PDF says so
 * rather than let a reader guess which of the two counts.
 */
export const POA_SPRINGING_IMMEDIATELY_PRINTED =
  'This power of attorney is marked springing but says it takes effect immediately, which contradicts it: a springing power takes effect only when a stated event happens, such as the principal’s incapacity, and none is stated here. As written, it takes effect when signed. Correct one of the two before signing.';

// ── Advance health directive: the choices in the person's own voice ──────────────────────────

/**
 * The treatment wishes as the directive states them, in the first person: the directive is
 * the person speaking ("I do not want a do-not-resuscitate order"), never a "DNR: No" pair.
 * (The emergency summary keeps medicalWishSentences: a clinician's line at a glance.)
 */
export const medicalWishStatements: {
  [W in MedicalWish]: { answers: Record<ChoiceOf<W>, string>; notStated: string };
} = {
  doNotResuscitate: {
    answers: {
      yes: 'I want a do-not-resuscitate order: do not attempt CPR if my heart or breathing stops.',
      no: 'I do not want a do-not-resuscitate order: attempt CPR if my heart or breathing stops.',
    },
    notStated: 'I have not said whether I want a do-not-resuscitate order.',
  },
  organDonation: {
    answers: {
      yes: 'I want to donate my organs and tissues.',
      no: 'I do not want to donate my organs or tissues.',
    },
    notStated: 'I have not said whether I want to donate my organs.',
  },
  mechanicalVentilation: {
    answers: {
      allow: 'I allow a breathing machine (mechanical ventilation) to be used.',
      do_not_allow: 'I do not want a breathing machine (mechanical ventilation) to be used.',
    },
    notStated: 'I have not said whether a breathing machine (mechanical ventilation) may be used.',
  },
  feedingTube: {
    answers: {
      allow: 'I allow tube feeding to be used.',
      do_not_allow: 'I do not want tube feeding to be used.',
    },
    notStated: 'I have not said whether tube feeding may be used.',
  },
};

/** A treatment wish as the directive states it, e.g. "I want to donate my organs and tissues." */
export function medicalWishStatement<W extends MedicalWish>(
  wish: W,
  choice: MedicalWishes[W]['choice'],
): string {
  const { answers, notStated } = medicalWishStatements[wish];
  // A generic choice is not narrowed by the check: only '' is taken out.
  return choice === '' ? notStated : answers[choice as ChoiceOf<W>];
}

/** The health directive's alternate agent toggle, off. */
export const NO_ALTERNATE_AGENT = 'I have not named an alternate agent.';
