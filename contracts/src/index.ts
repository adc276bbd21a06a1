// Types and yup schemas shared by the browser (forms) and the API (request validation).
export type { ApiErrorBody } from './apiError';
export type { HealthReport } from './health';
export * from './auth/authSchemas';
export * from './planner/plannerSchemas';
export * from './planner/demoPlan';
export * from './planner/journeyOptions';
