// The words the product puts on its values, each written once and read by the tabs, the
// viewer's page and the API's PDFs and mail: @legacy-planner/contracts/labels. Every module
// here is yup-free (types only from the schemas), so a first screen may read them.
export { documentCategoryLabels } from './planner/documentCategoryLabels';
export { contactRoleLabels } from './planner/contactRoleLabels';
export { wishCategoryLabels, wishImportanceLabels } from './planner/wishSummary';
export { messageTypeLabels } from './wizards/wizardLabels';
export { wizardDocuments } from './wizards/wizardDocuments';
export { itemCategoryLabel } from './privacy/itemCategoryLabel';
