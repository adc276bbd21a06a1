// The choices the wizard records offer, without yup: the schemas (wizardSchemas) build their
// rules on them, and the response shapes of the wizard endpoints name them.

export const yesNo = ['yes', 'no'] as const;
export const allowOrNot = ['allow', 'do_not_allow'] as const;

export const poaTypes = ['durable', 'springing'] as const;
export const poaEffectiveOptions = ['immediately', 'incapacity', 'specific_date'] as const;

export const accountActions = ['delete', 'transfer', 'archive', 'other'] as const;

export const hipaaExpirationTypes = ['until_revoked', 'specific_date', 'event_based'] as const;

export const messageTypes = ['text', 'audio', 'video'] as const;
export const deliveryTimings = ['upon_passing', 'specific_date', 'life_milestone'] as const;
export const funeralTypes = ['burial', 'cremation', 'other'] as const;
