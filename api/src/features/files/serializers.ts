import {
  documentCategories,
  fileStatuses,
  FILE_LIMITS,
  type FileItem,
  type FileUsage,
} from '@legacy-planner/contracts';
import { serializer } from '../../routing/serializer';

// What the file routes send: the file item of spec section 3 and its document. The blob's id,
// the owner and the ordering columns stay on the server.
export const fileSerializer = serializer<FileItem>('File', {
  id: { type: 'string' },
  name: { type: 'string', maxLength: FILE_LIMITS.name },
  type: { type: 'string' },
  size: { type: 'integer', minimum: 0 },
  category: { enum: [...documentCategories] },
  tags: { type: 'array', items: { type: 'string' } },
  notes: { type: 'string' },
  uploadDate: { type: 'string', format: 'date-time' },
  status: { enum: [...fileStatuses] },
  documentId: { type: ['string', 'null'] },
});

export const fileUsageSerializer = serializer<FileUsage>('FileUsage', {
  usedBytes: { type: 'integer', minimum: 0 },
  quotaBytes: { type: 'integer', minimum: 0 },
  maxFileBytes: { type: 'integer', minimum: 0 },
});
