export * from './releaseSettings';
export * from './accessRules';
export * from './accessLevelGuide';
export * from './privacySchemas';
export * from './itemSelection';
export type * from './privacyTypes';
export { accessLogActionLabels } from './accessLogActions';
export { itemCategoryLabel } from './itemCategoryLabel';
