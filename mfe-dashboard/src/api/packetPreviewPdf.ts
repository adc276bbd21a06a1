import { packetPreviewPdf } from '@legacy-planner/contracts/endpoints/packet';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';

/** GET /api/plan/packet/pdf: a link, the browser saves the attachment the session opens. */
export const packetPreviewPdfAddress = endpointAddress(packetPreviewPdf);
