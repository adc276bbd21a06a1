import '../yupLocale';
import { boolean, object, type InferType } from 'yup';
import {
  WIZARD_LIMITS as L,
  choice,
  dateText,
  email,
  fileRef,
  flag,
  rowId,
  rows,
  signatureFields,
  signedFields,
  text,
} from './wizardFields';
import { RECOVERY_PHRASE_REFUSED, looksLikeRecoveryPhrase } from './recoveryPhrase';
import {
  accountActions,
  allowOrNot,
  deliveryTimings,
  funeralTypes,
  hipaaExpirationTypes,
  messageTypes,
  poaEffectiveOptions,
  poaTypes,
  yesNo,
} from './wizardEnums';
import type { WizardKind } from './wizardDocuments';
import type { WizardStatus } from './wizardSave';

export { wizardSaveSchema, wizardStatuses, type WizardStatus } from './wizardSave';
export * from './wizardEnums';

// The six wizard records (spec section 3), one schema each, read by the wizard forms and by
// `PUT /api/wizards/{kind}`. `wizardDataSchemas` is what a draft must be; `completedSchemas`
// adds the spec's gating (section 5) for a completed save.

const person = {
  fullName: text(L.name, 'Full name'),
  relationship: text(L.name, 'Relationship'),
  phoneNumber: text(L.phone, 'Phone number'),
  email: email(),
};

// ── Will ────────────────────────────────────────────────────────────────────────────────────

const beneficiaryRow = object({
  id: rowId(),
  name: text(L.name, 'Beneficiary name'),
  relationship: text(L.name, 'Relationship'),
  /** Free text: a percentage, an item or an amount. */
  allocation: text(L.address, 'Allocation'),
});

const willSchema = object({
  userInfo: object({
    fullName: text(L.name, 'Full name'),
    dateOfBirth: dateText('Date of birth'),
    address: text(L.address, 'Address'),
    email: email(),
  }).noUnknown(),
  executor: object({
    name: text(L.name, 'Executor name'),
    relationship: text(L.name, 'Relationship'),
    contactInfo: text(L.address, 'Contact information'),
  }).noUnknown(),
  beneficiaries: rows(beneficiaryRow, 50, 'Beneficiaries'),
  specialInstructions: text(L.text, 'Special instructions'),
}).noUnknown();

// ── Advance health directive ────────────────────────────────────────────────────────────────

const medicalWish = <T extends string>(values: readonly T[], label: string) =>
  object({ choice: choice(values, label), comment: text(L.text, `${label} comment`) }).noUnknown();

const healthDirectiveSchema = object({
  basicInfo: object({
    fullName: text(L.name, 'Full name'),
    dateOfBirth: dateText('Date of birth'),
    email: email(),
    phoneNumber: text(L.phone, 'Phone number'),
  }).noUnknown(),
  medicalPowerOfAttorney: object({
    agentName: text(L.name, 'Agent name'),
    relationship: text(L.name, 'Relationship'),
    phoneNumber: text(L.phone, 'Phone number'),
    hasAlternateAgent: flag(),
    alternateAgent: text(L.name, 'Alternate agent'),
    alternateRelationship: text(L.name, 'Alternate relationship'),
    alternatePhone: text(L.phone, 'Alternate phone'),
  }).noUnknown(),
  medicalWishes: object({
    doNotResuscitate: medicalWish(yesNo, 'Do not resuscitate'),
    organDonation: medicalWish(yesNo, 'Organ donation'),
    mechanicalVentilation: medicalWish(allowOrNot, 'Mechanical ventilation'),
    feedingTube: medicalWish(allowOrNot, 'Feeding tube'),
  }).noUnknown(),
  specialInstructions: text(L.text, 'Special instructions'),
  uploadedFile: fileRef().nullable().default(null),
  ...signatureFields,
}).noUnknown();

// ── Power of attorney ───────────────────────────────────────────────────────────────────────

const agent = () => object({ ...person, address: text(L.address, 'Address') }).noUnknown();

const powerOfAttorneySchema = object({
  principalInfo: object({
    fullName: text(L.name, 'Full name'),
    dateOfBirth: dateText('Date of birth'),
    phoneNumber: text(L.phone, 'Phone number'),
    email: email(),
    address: text(L.address, 'Address'),
  }).noUnknown(),
  primaryAgent: agent(),
  /** Null while the alternate agent toggle is off. */
  alternateAgent: agent().nullable().default(null),
  poaType: choice(poaTypes, 'POA type'),
  authorityScope: object({
    realEstate: flag(),
    banking: flag(),
    legal: flag(),
    healthcare: flag(),
    business: flag(),
    other: flag(),
    otherDescription: text(L.address, 'Other authority'),
  }).noUnknown(),
  effectiveDate: choice(poaEffectiveOptions, 'Effective date'),
  specificDate: dateText('Specific date'),
  restrictions: text(L.text, 'Restrictions'),
  uploadedFile: fileRef().nullable().default(null),
  ...signatureFields,
}).noUnknown();

// ── Digital assets ──────────────────────────────────────────────────────────────────────────

/** Instructions only: a text that looks like a recovery phrase is refused. */
const notAPhrase = (label: string, max: number) =>
  text(max, label).test('recovery-phrase', RECOVERY_PHRASE_REFUSED, (value) =>
    value ? !looksLikeRecoveryPhrase(value) : true,
  );

const accountRow = object({
  id: rowId(),
  platform: text(L.name, 'Platform'),
  username: text(L.name, 'Username'),
  /** Optional; the whole record is encrypted at rest and returned to the owner only. */
  password: text(L.address, 'Password'),
  action: choice(accountActions, 'Action'),
  notes: notAPhrase('Account notes', L.text),
});

const digitalAssetsSchema = object({
  digitalExecutor: object(person).noUnknown(),
  accounts: rows(accountRow, 100, 'Accounts'),
  hasCrypto: flag(),
  cryptoWallet: object({
    walletType: text(L.name, 'Wallet type'),
    walletAddress: text(L.address, 'Wallet address'),
    storageLocation: notAPhrase('Storage location', L.address),
    recoveryPhrase: notAPhrase('Recovery phrase instructions', L.text),
    notes: notAPhrase('Wallet notes', L.text),
  }).noUnknown(),
  uploadedFile: fileRef().nullable().default(null),
  finalWishes: text(L.text, 'Digital legacy wishes'),
  ...signatureFields,
}).noUnknown();

// ── HIPAA authorization ─────────────────────────────────────────────────────────────────────

/** The purpose of disclosure is fixed (spec section 3): shown read-only, printed on the PDF. */
export const HIPAA_PURPOSE = 'To assist with healthcare decisions and end-of-life planning.';

const recipientRow = object({ id: rowId(), ...person });

const hipaaAuthorizationSchema = object({
  patientInfo: object({
    fullName: text(L.name, 'Full name'),
    dateOfBirth: dateText('Date of birth'),
    address: text(L.address, 'Address'),
    phoneNumber: text(L.phone, 'Phone number'),
    email: email(),
  }).noUnknown(),
  recipients: rows(recipientRow, 20, 'Recipients'),
  scopeOfAccess: object({
    medicalHistory: flag(),
    mentalHealthRecords: flag(),
    labResults: flag(),
    billingInsurance: flag(),
    other: flag(),
    otherDescription: text(L.address, 'Other records'),
  }).noUnknown(),
  expirationType: choice(hipaaExpirationTypes, 'Expiration'),
  expirationDate: dateText('Expiration date'),
  expirationEvent: text(L.address, 'Expiration event'),
  uploadedFile: fileRef().nullable().default(null),
  ...signatureFields,
}).noUnknown();

// ── Final wishes ────────────────────────────────────────────────────────────────────────────

export const FINAL_WISHES_SIGNATURE_MESSAGE = {
  title: 'Please complete signature',
  description: 'Your name and confirmation are required.',
} as const;

const messageRow = object({
  id: rowId(),
  /**
   * The owner's contact the message is for ('' when named below): the delivery reads the
   * contact's name and email when it is sent, so a corrected address is the one used.
   */
  recipientContactId: text(L.rowId, 'Recipient contact'),
  recipientName: text(L.name, 'Recipient name'),
  /** Their email, when the recipient is no contact (or a contact without one). */
  recipientEmail: email(),
  relationship: text(L.name, 'Relationship'),
  messageType: choice(messageTypes, 'Message type').default('text'),
  content: text(L.message, 'Message'),
  deliveryTiming: choice(deliveryTimings, 'Delivery timing').default('upon_passing'),
  specificDate: dateText('Delivery date'),
  milestoneDetails: text(L.address, 'Milestone'),
  /** The audio or video recording, kept in the vault. */
  file: fileRef().nullable().default(null),
});

const keepsakeRow = object({
  id: rowId(),
  itemName: text(L.name, 'Item'),
  recipient: text(L.name, 'Recipient'),
  note: text(L.text, 'Note'),
});

const finalWishesSchema = object({
  legacyMessages: rows(messageRow, 50, 'Legacy messages'),
  personalReflections: object({
    rememberedFor: text(L.text, 'How you want to be remembered'),
    adviceAndLessons: text(L.text, 'Advice and lessons'),
  }).noUnknown(),
  funeralWishes: object({
    hasPreferences: flag(),
    type: choice(funeralTypes, 'Funeral type'),
    location: text(L.address, 'Location'),
    musicOrReadings: text(L.text, 'Music or readings'),
    notes: text(L.text, 'Notes'),
    /** Who pays, or from what (a prepaid plan, an account): the executor's packet asks. */
    paidBy: text(L.address, 'Who pays for the funeral'),
  }).noUnknown(),
  keepsakeItems: rows(keepsakeRow, 100, 'Keepsakes'),
  uploadedFiles: rows(fileRef(), 20, 'Supporting documents'),
  signature: object({
    name: text(L.name, 'Signature'),
    date: dateText('Signature date'),
    confirmed: flag(),
  }).noUnknown(),
}).noUnknown();

// ── The six, by kind ────────────────────────────────────────────────────────────────────────

export const wizardDataSchemas = {
  will: willSchema,
  'health-directive': healthDirectiveSchema,
  'power-of-attorney': powerOfAttorneySchema,
  'digital-assets': digitalAssetsSchema,
  'hipaa-authorization': hipaaAuthorizationSchema,
  'final-wishes': finalWishesSchema,
} satisfies Record<WizardKind, unknown>;

export type WillData = InferType<typeof willSchema>;
export type HealthDirectiveData = InferType<typeof healthDirectiveSchema>;
export type PowerOfAttorneyData = InferType<typeof powerOfAttorneySchema>;
export type DigitalAssetsData = InferType<typeof digitalAssetsSchema>;
export type HipaaAuthorizationData = InferType<typeof hipaaAuthorizationSchema>;
export type FinalWishesData = InferType<typeof finalWishesSchema>;
export interface WizardDataByKind {
  will: WillData;
  'health-directive': HealthDirectiveData;
  'power-of-attorney': PowerOfAttorneyData;
  'digital-assets': DigitalAssetsData;
  'hipaa-authorization': HipaaAuthorizationData;
  'final-wishes': FinalWishesData;
}
export type WizardData = WizardDataByKind[WizardKind];

/**
 * The wizards whose Save stays disabled until the typed signature, its date and the
 * confirmation are all there (spec section 5); final wishes asks for its signature on Save.
 */
export const signedBeforeSave: readonly WizardKind[] = [
  'health-directive',
  'power-of-attorney',
  'digital-assets',
  'hipaa-authorization',
];

/**
 * What a completed save needs (spec section 5): the will has no gating; the health directive,
 * POA, digital assets and HIPAA need the typed signature, its date and the confirmation; final
 * wishes the signature name and the confirmation.
 */
export const completedSchemas = {
  will: willSchema,
  'health-directive': healthDirectiveSchema.shape(signedFields),
  'power-of-attorney': powerOfAttorneySchema.shape(signedFields),
  'digital-assets': digitalAssetsSchema.shape(signedFields),
  'hipaa-authorization': hipaaAuthorizationSchema.shape(signedFields),
  'final-wishes': finalWishesSchema.shape({
    signature: object({
      name: text(L.name, 'Signature')
        .required(FINAL_WISHES_SIGNATURE_MESSAGE.description)
        .matches(/\S/, FINAL_WISHES_SIGNATURE_MESSAGE.description),
      date: dateText('Signature date'),
      confirmed: boolean()
        .strict()
        .oneOf([true], FINAL_WISHES_SIGNATURE_MESSAGE.description)
        .required(),
    }).noUnknown(),
  }),
} satisfies Record<WizardKind, unknown>;

/** Whether `data` may be saved as completed (the forms enable Save on it). */
export function canComplete<K extends WizardKind>(kind: K, data: WizardDataByKind[K]): boolean {
  return completedSchemas[kind].isValidSync(data);
}

/** A wizard record as the API answers it. */
export interface WizardRecord<K extends WizardKind = WizardKind> {
  kind: K;
  status: WizardStatus;
  data: WizardDataByKind[K];
  /** The Document this wizard keeps up to date, once saved. */
  documentId: string | null;
  /** Null until the first save. */
  updatedAt: string | null;
}

/** The repeatable rows of the wizards, by list name: "Add" appends `blankRow(list, id)`. */
const rowSchemas = {
  beneficiaries: beneficiaryRow,
  accounts: accountRow,
  recipients: recipientRow,
  legacyMessages: messageRow,
  keepsakeItems: keepsakeRow,
};
export type WizardRowList = keyof typeof rowSchemas;
export type WizardRow<R extends WizardRowList> = InferType<(typeof rowSchemas)[R]>;

export function blankRow<R extends WizardRowList>(list: R, id: string): WizardRow<R> {
  return { ...(rowSchemas[list].getDefault() as object), id } as WizardRow<R>;
}

/**
 * The record of a wizard never saved: every field empty, and the beneficiary, account and
 * recipient lists with one blank row (spec section 4); messages and keepsakes start empty.
 */
export function emptyWizardData<K extends WizardKind>(
  kind: K,
  newRowId: () => string,
): WizardDataByKind[K] {
  const data = wizardDataSchemas[kind].getDefault() as WizardData;
  if (kind === 'will') (data as WillData).beneficiaries = [blankRow('beneficiaries', newRowId())];
  if (kind === 'digital-assets')
    (data as DigitalAssetsData).accounts = [blankRow('accounts', newRowId())];
  if (kind === 'hipaa-authorization')
    (data as HipaaAuthorizationData).recipients = [blankRow('recipients', newRowId())];
  return data as WizardDataByKind[K];
}
