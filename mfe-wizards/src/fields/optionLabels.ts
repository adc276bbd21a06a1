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
} from '@legacy-planner/contracts/wizards';

// The words each of contracts' option lists is shown with.
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
