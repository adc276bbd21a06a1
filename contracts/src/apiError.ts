/** The body of every error the API answers (any 4xx or 5xx). */
export interface ApiErrorBody {
  /** A stable machine-readable code, e.g. "not_found", "validation_failed". */
  error: string;
  /** A sentence a person can read. */
  message: string;
}
