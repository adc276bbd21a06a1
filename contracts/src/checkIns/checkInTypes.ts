import type { CheckInMethod, CheckInSchedule, SavedCheckInSettings } from './checkInRules';

/** The last check-in: when, and how. */
export interface LastCheckIn {
  at: string;
  method: CheckInMethod;
}

/** GET /api/check-ins: the owner's settings, their last check-in and what would happen next. */
export interface CheckInStatus extends SavedCheckInSettings {
  lastCheckIn: LastCheckIn | null;
  schedule: CheckInSchedule;
  /** Whether the server sends email (SMTP_URL set): without it no prompt or test can be mailed. */
  emailEnabled: boolean;
}

/** POST /api/check-ins/back-to-normal: how many grants the check-ins had opened that it ended. */
export interface BackToNormalOutcome {
  grantsEnded: number;
}
