import { queryOptions } from '@tanstack/react-query';
import type { FileItem, FileUsage } from '@legacy-planner/contracts';
import { getFileUsage, listFiles } from '@legacy-planner/contracts/endpoints/files';
import type { PlatformContract } from '@legacy-planner/shared-ui';

// GET /api/files and GET /api/files/usage as react-query options. The files' key is owned by
// this remote: after an upload, an update or a delete, invalidating `filesQueryKey` refetches
// both. Demo mode keeps no files, so it answers empty lists without calling the API.
export const filesQueryKey = ['documents-tab', 'files'] as const;

type Reader = Pick<PlatformContract, 'api' | 'isDemoMode'>;

export const filesQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...filesQueryKey, 'list', isDemoMode ? 'demo' : 'account'],
    queryFn: (): Promise<FileItem[]> =>
      isDemoMode ? Promise.resolve([]) : api.callAllPages(listFiles),
  });

export const fileUsageQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...filesQueryKey, 'usage', isDemoMode ? 'demo' : 'account'],
    queryFn: (): Promise<FileUsage | null> =>
      isDemoMode ? Promise.resolve(null) : api.call(getFileUsage),
  });
