/**
 * What a shared schema may read besides the value: the time now, for rules such as "in the
 * future". The server gives its clock (which tests move), a form the browser's time.
 */
export interface ValidationContext {
  now: Date;
}

/** The time a schema's test runs at; null when its caller gave none. */
export const validationNow = (context: unknown): Date | null =>
  (context as Partial<ValidationContext> | undefined)?.now ?? null;
