export * from './helperRules';
export * from './helperSchemas';
export type * from './helperTypes';
