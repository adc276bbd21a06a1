import type { ApiClient } from '@legacy-planner/shared-ui';
import type { Contact, ContactInput } from '@legacy-planner/contracts';

/** POST /api/contacts: adds a contact (validated again by the server with the same schema). */
export const createContact = (api: ApiClient, contact: ContactInput) =>
  api.request<Contact>('POST', '/api/contacts', contact);
