export * from './adminSchemas';
