import type Airtable from 'airtable';
import type { Config } from '../../config/config';
import { loadOnce } from '../../loadOnce';

// The administrators' Airtable base through the real `airtable` client (decisions §5). The
// client's own retry on 429 waits forever; ours (airtableSync) paces requests and backs off,
// so the client is told not to retry. The client is loaded by the base's first use, not at
// start: only administrators use it, and it weighed about 100 ms of every start (issue 30).

export type AirtableBase = ReturnType<Airtable['base']>;

/** Opens the base (the same one at every call); null when Airtable is not configured. */
export function airtableBase(settings: Config['airtable']): (() => Promise<AirtableBase>) | null {
  const { apiKey, baseId, endpointUrl } = settings;
  if (!apiKey || !baseId) return null;
  return loadOnce(() =>
    import('airtable').then(({ default: AirtableClient }) =>
      new AirtableClient({
        apiKey,
        endpointUrl,
        noRetryIfRateLimited: true,
        requestTimeout: 30_000,
      }).base(baseId),
    ),
  );
}

/** The status code of a failed Airtable call, when it had one. */
export const statusOf = (error: unknown) =>
  (error as { statusCode?: number } | null)?.statusCode ?? null;

/** A failure as the admin panel shows it. */
export function describeAirtableError(error: unknown): string {
  const { error: type, message } = (error ?? {}) as { error?: string; message?: string };
  return [type, message].filter(Boolean).join(': ') || 'Airtable could not be reached';
}
