// Types and yup schemas shared by the browser (forms) and the API (request validation).
import './yupLocale';
export type { ApiErrorBody } from './apiError';
export type { HealthReport } from './health';
export * from './emailAddress';
export * from './auth/authSchemas';
export * from './planner/plannerSchemas';
export * from './planner/demoPlan';
export * from './planner/coreDocuments';
export * from './planner/journeyOptions';
export * from './privacy/releaseSettings';
export * from './paging';
export * from './files/uploadRules';
export * from './files/fileSchemas';
export * from './planner/wishSummary';
export * from './planner/contactRoleLabels';
export * from './wizards/wizardDocuments';
export type * from './wizards/wizardSchemas';
