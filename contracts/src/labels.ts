// The words the product puts on its values, and its one read-only note, each written once and
// read by the front ends and the API's PDFs: @legacy-planner/contracts/labels.
// Every module here is yup-free (types only from the schemas), so a first screen may read them.
export { documentCategoryLabels } from './planner/documentCategoryLabels';
export { contactRoleLabels } from './planner/contactRoleLabels';
export { wishCategoryLabels, wishImportanceLabels } from './planner/wishSummary';
export { deliveryLabels, messageTypeLabels } from './wizards/wizardLabels';
export { wizardDocuments } from './wizards/wizardDocuments';
export { itemCategoryLabel } from './privacy/itemCategoryLabel';
export { readOnlyNote } from './auth/readOnlyNote';
export { checkInRhythmLabels, checkInMethodLabels } from './checkIns/checkInRules';
export { helperRoleLabels } from './helpers/helperRules';
