/** The id of a field's input, from its formik path ("beneficiaries.0.name"). */
export const fieldId = (name: string) => `wizard-${name.replace(/\./g, '-')}`;
