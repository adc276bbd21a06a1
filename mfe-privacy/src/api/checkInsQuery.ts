import { queryOptions } from '@tanstack/react-query';
import type { CheckInStatus } from '@legacy-planner/contracts';
import { getCheckIns } from '@legacy-planner/contracts/endpoints/checkIns';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** Demo mode keeps no check-ins: they are off, and nothing is mailed. */
const demoCheckIns: CheckInStatus = {
  rhythm: 'off',
  pausedUntil: null,
  contactIds: [],
  rhythmSince: null,
  lastCheckIn: null,
  schedule: {
    paused: false,
    nextPromptAt: null,
    reminderAt: null,
    firstContactAt: null,
    next: null,
  },
  emailEnabled: false,
};

/** GET /api/check-ins: the settings, the last check-in and what would happen next. */
export const checkInsQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.checkIns, modeOf(isDemoMode)],
    queryFn: (): Promise<CheckInStatus> =>
      isDemoMode ? Promise.resolve(demoCheckIns) : api.call(getCheckIns),
  });
