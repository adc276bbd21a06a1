import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { binderPdf } from '@legacy-planner/contracts/endpoints/binder';

/**
 * GET /api/plan/binder answers the PDF as an attachment, so a plain link with `download` saves
 * it with the session cookie: no script has to hold the bytes.
 */
export const binderPdfUrl = () => endpointAddress(binderPdf);
