import type { ContactInput } from '@legacy-planner/contracts';
import { createContact as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/contacts: adds a contact (validated again by the server with the same schema). */
export const createContact = (api: ApiClient, contact: ContactInput) =>
  api.call(endpoint, { body: contact });
