import { executorPacketPdf } from '@legacy-planner/contracts/endpoints/packet';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';

/** GET /api/access/view/packet/pdf: a link, the browser saves what the viewer cookie opens. */
export const executorPacketPdfAddress = endpointAddress(executorPacketPdf);
