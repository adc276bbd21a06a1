import type {
  DigitalAssetsData,
  FinalWishesData,
  HealthDirectiveData,
  HipaaAuthorizationData,
  PowerOfAttorneyData,
  WillData,
  WizardDataByKind,
  WizardRecord,
  WizardRow,
} from '../wizards/wizardSchemas';
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
} from '../wizards/wizardEnums';
import type { WizardKind } from '../wizards/wizardDocuments';
import { wizardSaveSchema, wizardStatuses } from '../wizards/wizardSave';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The six document wizards: one record per wizard per user, saved as a draft or completed,
// deleted, and printed as a PDF. A record's data is named field by field, one shape per kind,
// each checked against its kind's schema (contracts/src/wizards/wizardSchemas.ts): a field
// added there does not compile here until it is named.

// ── What the kinds' fields are made of (wizardFields.ts) ────────────────────────────────────

const text = shape.string;
const dateText = () => shape.string({ description: "'' or a day, YYYY-MM-DD" });
// A draft keeps a half-typed address: not a `format: email`.
const email = shape.string;
const flag = shape.boolean;
/** A choice, or '' while none is made. */
const choice = <const V extends readonly string[]>(values: V) => shape.oneOf(['', ...values]);

const fileRefShape = shape.object(
  { id: shape.string(), name: text(), type: text(), size: shape.integer() },
  { title: 'WizardFileRef', description: 'A file in the vault, named as the vault knows it' },
);

const signatureFields = { signature: text(), signatureDate: dateText(), isConfirmed: flag() };

const person = { fullName: text(), relationship: text(), phoneNumber: text(), email: email() };

// ── Will ────────────────────────────────────────────────────────────────────────────────────

const beneficiaryRowShape = shape.describes<WizardRow<'beneficiaries'>>()(
  shape.object({ id: shape.string(), name: text(), relationship: text(), allocation: text() }),
);

const willShape = shape.describes<WillData>()(
  shape.object(
    {
      userInfo: shape.object({
        fullName: text(),
        dateOfBirth: dateText(),
        address: text(),
        email: email(),
      }),
      executor: shape.object({ name: text(), relationship: text(), contactInfo: text() }),
      beneficiaries: shape.array(beneficiaryRowShape),
      specialInstructions: text(),
    },
    { title: 'WillData' },
  ),
);

// ── Advance health directive ────────────────────────────────────────────────────────────────

const medicalWish = <const V extends readonly string[]>(values: V) =>
  shape.object({ choice: choice(values), comment: text() });

const healthDirectiveShape = shape.describes<HealthDirectiveData>()(
  shape.object(
    {
      basicInfo: shape.object({
        fullName: text(),
        dateOfBirth: dateText(),
        email: email(),
        phoneNumber: text(),
      }),
      medicalPowerOfAttorney: shape.object({
        agentName: text(),
        relationship: text(),
        phoneNumber: text(),
        hasAlternateAgent: flag(),
        alternateAgent: text(),
        alternateRelationship: text(),
        alternatePhone: text(),
      }),
      medicalWishes: shape.object({
        doNotResuscitate: medicalWish(yesNo),
        organDonation: medicalWish(yesNo),
        mechanicalVentilation: medicalWish(allowOrNot),
        feedingTube: medicalWish(allowOrNot),
      }),
      specialInstructions: text(),
      uploadedFile: shape.nullable(fileRefShape),
      ...signatureFields,
    },
    { title: 'HealthDirectiveData' },
  ),
);

// ── Power of attorney ───────────────────────────────────────────────────────────────────────

const agentShape = shape.object({ ...person, address: text() });

const powerOfAttorneyShape = shape.describes<PowerOfAttorneyData>()(
  shape.object(
    {
      principalInfo: shape.object({
        fullName: text(),
        dateOfBirth: dateText(),
        phoneNumber: text(),
        email: email(),
        address: text(),
      }),
      primaryAgent: agentShape,
      alternateAgent: shape.nullable(agentShape),
      poaType: choice(poaTypes),
      authorityScope: shape.object({
        realEstate: flag(),
        banking: flag(),
        legal: flag(),
        healthcare: flag(),
        business: flag(),
        other: flag(),
        otherDescription: text(),
      }),
      effectiveDate: choice(poaEffectiveOptions),
      specificDate: dateText(),
      restrictions: text(),
      uploadedFile: shape.nullable(fileRefShape),
      ...signatureFields,
    },
    { title: 'PowerOfAttorneyData' },
  ),
);

// ── Digital assets ──────────────────────────────────────────────────────────────────────────

const accountRowShape = shape.describes<WizardRow<'accounts'>>()(
  shape.object({
    id: shape.string(),
    platform: text(),
    username: text(),
    password: text({ description: "The owner's own record: encrypted at rest, shown to them" }),
    action: choice(accountActions),
    notes: text(),
  }),
);

const digitalAssetsShape = shape.describes<DigitalAssetsData>()(
  shape.object(
    {
      digitalExecutor: shape.object(person),
      accounts: shape.array(accountRowShape),
      hasCrypto: flag(),
      cryptoWallet: shape.object({
        walletType: text(),
        walletAddress: text(),
        storageLocation: text(),
        recoveryPhrase: text({ description: 'Where the phrase is kept; never the phrase itself' }),
        notes: text(),
      }),
      uploadedFile: shape.nullable(fileRefShape),
      finalWishes: text(),
      ...signatureFields,
    },
    { title: 'DigitalAssetsData' },
  ),
);

// ── HIPAA authorization ─────────────────────────────────────────────────────────────────────

const recipientRowShape = shape.describes<WizardRow<'recipients'>>()(
  shape.object({ id: shape.string(), ...person }),
);

const hipaaAuthorizationShape = shape.describes<HipaaAuthorizationData>()(
  shape.object(
    {
      patientInfo: shape.object({
        fullName: text(),
        dateOfBirth: dateText(),
        address: text(),
        phoneNumber: text(),
        email: email(),
      }),
      recipients: shape.array(recipientRowShape),
      scopeOfAccess: shape.object({
        medicalHistory: flag(),
        mentalHealthRecords: flag(),
        labResults: flag(),
        billingInsurance: flag(),
        other: flag(),
        otherDescription: text(),
      }),
      expirationType: choice(hipaaExpirationTypes),
      expirationDate: dateText(),
      expirationEvent: text(),
      uploadedFile: shape.nullable(fileRefShape),
      ...signatureFields,
    },
    { title: 'HipaaAuthorizationData' },
  ),
);

// ── Final wishes ────────────────────────────────────────────────────────────────────────────

/**
 * A legacy message, one row of the final wishes: a field added to the row's schema
 * (`messageRow` in wizardSchemas.ts) is named here, and only here, to reach its owner.
 */
export const legacyMessageRowShape = shape.describes<WizardRow<'legacyMessages'>>()(
  shape.object(
    {
      id: shape.string(),
      recipientContactId: text(),
      recipientName: text(),
      recipientEmail: text(),
      relationship: text(),
      messageType: choice(messageTypes),
      content: text(),
      deliveryTiming: choice(deliveryTimings),
      specificDate: dateText(),
      milestoneDetails: text(),
      file: shape.nullable(fileRefShape),
    },
    { title: 'LegacyMessage' },
  ),
);

const keepsakeRowShape = shape.describes<WizardRow<'keepsakeItems'>>()(
  shape.object({ id: shape.string(), itemName: text(), recipient: text(), note: text() }),
);

const finalWishesShape = shape.describes<FinalWishesData>()(
  shape.object(
    {
      legacyMessages: shape.array(legacyMessageRowShape),
      personalReflections: shape.object({ rememberedFor: text(), adviceAndLessons: text() }),
      funeralWishes: shape.object({
        hasPreferences: flag(),
        type: choice(funeralTypes),
        location: text(),
        musicOrReadings: text(),
        notes: text(),
        paidBy: text(),
      }),
      keepsakeItems: shape.array(keepsakeRowShape),
      uploadedFiles: shape.array(fileRefShape),
      signature: shape.object({ name: text(), date: dateText(), confirmed: flag() }),
    },
    { title: 'FinalWishesData' },
  ),
);

// ── The record, by kind ─────────────────────────────────────────────────────────────────────

/** The record of one kind: the serializer tells the kinds apart by the literal `kind`. */
const recordOf = <K extends WizardKind>(kind: K, data: shape.Shape<WizardDataByKind[K]>) =>
  shape.object({
    kind: shape.literal(kind),
    status: shape.oneOf(wizardStatuses),
    data,
    documentId: shape.nullable(
      shape.string({ description: 'The Document this wizard keeps up to date' }),
    ),
    updatedAt: shape.nullable(shape.timestamp({ description: 'Null until saved' })),
  });

// Each form is a WizardRecord<K>, its data the shape of that kind; the API and the wizards
// read the record as a WizardRecord of the kind they asked for.
export const wizardRecordShape: shape.Shape<WizardRecord> = shape.either(
  [
    recordOf('will', willShape),
    recordOf('health-directive', healthDirectiveShape),
    recordOf('power-of-attorney', powerOfAttorneyShape),
    recordOf('digital-assets', digitalAssetsShape),
    recordOf('hipaa-authorization', hipaaAuthorizationShape),
    recordOf('final-wishes', finalWishesShape),
  ],
  { title: 'WizardRecord' },
);

export const getWizard = {
  method: 'GET',
  path: '/wizards/:kind',
  response: { json: wizardRecordShape },
} as const satisfies Endpoint;
export const saveWizard = {
  method: 'PUT',
  path: '/wizards/:kind',
  body: wizardSaveSchema,
  response: { json: wizardRecordShape },
} as const satisfies Endpoint;
export const deleteWizard = {
  method: 'DELETE',
  path: '/wizards/:kind',
  response: { empty: true },
} as const satisfies Endpoint;
export const wizardPdf = {
  method: 'GET',
  path: '/wizards/:kind/pdf',
  response: { download: true },
} as const satisfies Endpoint;
