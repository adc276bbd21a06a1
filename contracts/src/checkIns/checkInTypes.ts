import type { ViewerGrant } from '../privacy/privacyTypes';
import type {
  CheckInMethod,
  CheckInSchedule,
  ContactAnswer,
  SavedCheckInSettings,
} from './checkInRules';

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

/** GET /api/check-ins/question: what a trusted contact's link asks (opening it answers nothing). */
export interface ContactQuestion {
  ownerFirstName: string;
  contactName: string;
}

/** POST /api/check-ins/answers: what the contact's answer did. */
export interface ContactAnswerOutcome {
  answer: ContactAnswer;
  /** "They're unwell": the emergency access opened for the contact (this browser may open it). */
  grant: ViewerGrant | null;
  /**
   * "They have passed away": the full request opened for the contact, waiting. grantsAt is null
   * when the server cannot email the owner: then only an administrator grants it.
   */
  request: { requestId: string; claimToken: string; grantsAt: string | null } | null;
}
