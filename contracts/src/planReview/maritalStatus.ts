// The owner's marital status (issue 29): a marriage, a separation, a divorce or a death changes
// who inherits, who may decide for them and who may witness, so a change of it asks the owner to
// review their plan. No yup here: the account page reads it on its first screen; the request's
// schema is in maritalStatusSchema.ts.

export const maritalStatuses = [
  'single',
  'married',
  'civil-union',
  'separated',
  'divorced',
  'widowed',
] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  single: 'Single',
  married: 'Married',
  'civil-union': 'In a civil union or domestic partnership',
  separated: 'Separated',
  divorced: 'Divorced',
  widowed: 'Widowed',
};
