import { queryOptions } from '@tanstack/react-query';
import type { AirtableTable } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

export interface AirtableFields {
  tables: Record<AirtableTable, string[]>;
}

/** GET /api/admin/airtable-fields: the tables and fields the base needs (`id` is the key). */
export const airtableFieldsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.fields,
    queryFn: () => api.request<AirtableFields>('GET', '/api/admin/airtable-fields'),
    staleTime: Infinity,
  });
