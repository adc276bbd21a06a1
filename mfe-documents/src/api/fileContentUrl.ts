import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { fileContent } from '@legacy-planner/contracts/endpoints/files';

/**
 * GET /api/files/{id}/content answers the bytes as an attachment, so a plain link with
 * `download` saves the file with the session cookie: no script has to hold the bytes.
 */
export const fileContentUrl = (id: string) => endpointAddress(fileContent, { params: { id } });
