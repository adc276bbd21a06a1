import type { FileItem } from '@legacy-planner/contracts';
import { fileShape } from '@legacy-planner/contracts/endpoints/files';
import { shapeSerializer } from '../../routing/shapeSerializer';

// A file's record as its endpoints send it (contracts/endpoints/files), for what sends it
// outside a route too (the plan's export). The blob's id, the owner and the ordering columns
// stay on the server.
export const fileSerializer = shapeSerializer<FileItem>(fileShape, 'File');
