import { queryOptions } from '@tanstack/react-query';
import type { FileItem } from '@legacy-planner/contracts';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/**
 * GET /api/files: the owner's files with the document each is filed under. A file item that
 * follows no document but is filed under one has been set apart, and may follow it again.
 */
export const filesQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.files, modeOf(isDemoMode)],
    queryFn: (): Promise<FileItem[]> =>
      isDemoMode ? Promise.resolve([]) : api.request<FileItem[]>('GET', '/api/files'),
  });
