import { queryOptions } from '@tanstack/react-query';
import { getAirtableFields } from '@legacy-planner/contracts/endpoints/admin';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** GET /api/admin/airtable-fields: the tables and fields the base needs (`id` is the key). */
export const airtableFieldsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.fields,
    queryFn: () => api.call(getAirtableFields),
    staleTime: Infinity,
  });
