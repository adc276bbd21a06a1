// Check-ins (issue 27): the owner says "I'm OK" on a rhythm they choose; a missed check-in is
// followed by a reminder, then, after the grace period, the owner's ordered trusted contacts
// are asked one at a time. Silence alone never releases anything. Yup-free: the Privacy tab's
// summary and the API's jobs both read these rules.

export const checkInRhythms = ['off', 'monthly', 'every_3_months', 'every_6_months'] as const;
export type CheckInRhythm = (typeof checkInRhythms)[number];

export const checkInRhythmLabels: Record<CheckInRhythm, string> = {
  off: 'Off',
  monthly: 'Monthly',
  every_3_months: 'Every 3 months',
  every_6_months: 'Every 6 months',
};

/** How many calendar months after the last check-in the next prompt is due. */
export const CHECK_IN_RHYTHM_MONTHS: Record<Exclude<CheckInRhythm, 'off'>, number> = {
  monthly: 1,
  every_3_months: 3,
  every_6_months: 6,
};

/** After a prompt goes unanswered this long, the first trusted contact is asked. */
export const CHECK_IN_GRACE_PERIOD_DAYS = 7;
/** A missed prompt is followed by a reminder to the owner this long after it, within the grace period. */
export const CHECK_IN_REMINDER_AFTER_DAYS = 3;
/**
 * How many trusted contacts the ladder may ask, one at a time: each is asked for days, so a
 * longer list would take weeks to reach its end.
 */
export const MAX_CHECK_IN_CONTACTS = 5;

/** The public page the emailed check-in link opens (`?token=…`). */
export const CHECK_IN_LINK_PATH = '/check-in';

/**
 * How long one trusted contact has to answer "Is … OK?" before the next one is asked. Three
 * days covers someone who reads their email every other day or is away for a weekend, while
 * five contacts still take about two weeks, not a month: the owner may need help.
 */
export const CONTACT_ANSWER_WAIT_DAYS = 3;
/**
 * How long a contact's answer links work. Longer than the ladder takes to reach its end: a
 * late "They're fine" still stops it, and a late "They're unwell" still helps.
 */
export const CONTACT_ANSWER_LINK_DAYS = 30;

/** The public page a trusted contact's "Is … OK?" link opens (`?token=…`). */
export const CONTACT_ANSWER_PATH = '/is-ok';

/** What a trusted contact can answer when asked whether the owner is OK. */
export const contactAnswers = ['fine', 'unwell', 'passed_away'] as const;
export type ContactAnswer = (typeof contactAnswers)[number];

/** The answers' words, on the contact's page and in the owner's log. */
export const contactAnswerLabels: Record<ContactAnswer, string> = {
  fine: "They're fine",
  unwell: "They're unwell or in hospital",
  passed_away: 'They have passed away',
};

/** The question, with the owner's first name. */
export const contactQuestion = (ownerFirstName: string) => `Is ${ownerFirstName} OK?`;

/** Said instead of sending a test check-in when the server sends no email. */
export const CHECK_IN_MAIL_NOT_CONFIGURED =
  'Email is not set up on this server, so no check-in can be sent by email. Signing in, or ' +
  '"I\'m OK" here, checks you in.';

/** How a check-in was made. */
export const checkInMethods = ['sign_in', 'email_link', 'in_app'] as const;
export type CheckInMethod = (typeof checkInMethods)[number];

export const checkInMethodLabels: Record<CheckInMethod, string> = {
  sign_in: 'By signing in',
  email_link: 'From the emailed link',
  in_app: 'In the app',
};

/** What the owner chooses (the form's values, PUT /api/check-ins/settings). */
export interface CheckInSettings {
  rhythm: CheckInRhythm;
  /** "I'm travelling until…": no prompt is due before then; null when not paused. */
  pausedUntil: string | null;
  /** The owner's own contacts, in the order they are asked. */
  contactIds: string[];
}

/** The settings as kept: with when the rhythm was chosen, which starts the first count. */
export interface SavedCheckInSettings extends CheckInSettings {
  /** When the current rhythm was chosen; null while check-ins are off. */
  rhythmSince: string | null;
}

export type CheckInStep = 'prompt' | 'reminder' | 'first_contact';

/** When each step of the next round would happen, as checkInSchedule works it out. */
export interface CheckInSchedule {
  /** Whether a pause is on at `now`. */
  paused: boolean;
  /** When the owner is asked to check in; null while check-ins are off. */
  nextPromptAt: string | null;
  /** When the owner is reminded if the prompt goes unanswered. */
  reminderAt: string | null;
  /** When the first trusted contact is asked; null without contacts (or while off). */
  firstContactAt: string | null;
  /** The first of these still to come after `now`; null when none is. */
  next: { step: CheckInStep; at: string } | null;
}

const DAY_MS = 86_400_000;

/** The same day of the month `months` later (the month's last day when it has no such day), in UTC. */
function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(from.getTime());
  moved.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return moved;
}

const later = (a: number, b: number | null) => (b === null ? a : Math.max(a, b));
const timeOf = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * When the next prompt is due, when the reminder and the first contact would follow it, and
 * whether a pause is on. The count starts at the last check-in, or when the rhythm was chosen
 * if that was later (choosing it is the owner's doing); a pause pushes the prompt to its end.
 * Pure: the same arguments always give the same answer, whatever the machine's clock says.
 */
export function checkInSchedule(
  settings: Pick<SavedCheckInSettings, 'rhythm' | 'pausedUntil' | 'rhythmSince'> & {
    contactIds: readonly string[];
  },
  lastCheckInAt: string | null,
  now: Date,
): CheckInSchedule {
  const pausedUntil = timeOf(settings.pausedUntil);
  const paused = pausedUntil !== null && pausedUntil > now.getTime();
  const since = timeOf(settings.rhythmSince);
  if (settings.rhythm === 'off' || since === null) {
    return { paused, nextPromptAt: null, reminderAt: null, firstContactAt: null, next: null };
  }
  const countFrom = later(since, timeOf(lastCheckInAt));
  const due = addMonths(new Date(countFrom), CHECK_IN_RHYTHM_MONTHS[settings.rhythm]).getTime();
  const prompt = later(due, pausedUntil);
  const reminder = prompt + CHECK_IN_REMINDER_AFTER_DAYS * DAY_MS;
  const firstContact =
    settings.contactIds.length > 0 ? prompt + CHECK_IN_GRACE_PERIOD_DAYS * DAY_MS : null;
  const steps: [CheckInStep, number | null][] = [
    ['prompt', prompt],
    ['reminder', reminder],
    ['first_contact', firstContact],
  ];
  const upcoming = steps.find(
    (step): step is [CheckInStep, number] => step[1] !== null && step[1] > now.getTime(),
  );
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  return {
    paused,
    nextPromptAt: iso(prompt),
    reminderAt: iso(reminder),
    firstContactAt: iso(firstContact),
    next: upcoming ? { step: upcoming[0], at: iso(upcoming[1])! } : null,
  };
}
