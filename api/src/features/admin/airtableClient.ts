import Airtable from 'airtable';
import type { Config } from '../../config/config';

// The administrators' Airtable base through the real `airtable` client (decisions §5). The
// client's own retry on 429 waits forever; ours (airtableSync) paces requests and backs off,
// so the client is told not to retry.

export type AirtableBase = ReturnType<Airtable['base']>;

export function airtableBase(settings: Config['airtable']): AirtableBase | null {
  if (!settings.apiKey || !settings.baseId) return null;
  const client = new Airtable({
    apiKey: settings.apiKey,
    endpointUrl: settings.endpointUrl,
    noRetryIfRateLimited: true,
    requestTimeout: 30_000,
  });
  return client.base(settings.baseId);
}

/** The status code of a failed Airtable call, when it had one. */
export const statusOf = (error: unknown) =>
  (error as { statusCode?: number } | null)?.statusCode ?? null;

/** A failure as the admin panel shows it. */
export function describeAirtableError(error: unknown): string {
  const { error: type, message } = (error ?? {}) as { error?: string; message?: string };
  return [type, message].filter(Boolean).join(': ') || 'Airtable could not be reached';
}
