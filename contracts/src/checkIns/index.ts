export * from './checkInRules';
export * from './checkInSchemas';
export type * from './checkInTypes';
