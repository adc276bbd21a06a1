// The wizard records (schemas, gating, empty records, the recovery-phrase refusal), imported
// as @legacy-planner/contracts/wizards by the wizards remote and the API only: the schemas and
// the BIP-39 word list stay out of the other builds. The main entry keeps the light part
// (kinds, their documents, the record types).
export * from './wizardSchemas';
export * from './wizardDocuments';
export { RECOVERY_PHRASE_REFUSED, looksLikeRecoveryPhrase } from './recoveryPhrase';
export { SIGNATURE_MESSAGES, WIZARD_LIMITS } from './wizardFields';
export * from './wizardLabels';
