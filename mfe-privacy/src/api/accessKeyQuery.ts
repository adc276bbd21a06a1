import { queryOptions } from '@tanstack/react-query';
import type { AccessKeyStatus } from '@legacy-planner/contracts';
import { getAccessKeyStatus } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/access-key: whether a key exists and when it was made (never the key). */
export const accessKeyQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.accessKey, modeOf(isDemoMode)],
    queryFn: (): Promise<AccessKeyStatus> =>
      isDemoMode
        ? Promise.resolve({ exists: false, createdAt: null })
        : api.call(getAccessKeyStatus),
  });
