import {
  answerContactQuestion,
  backToNormal,
  checkInByLink,
  checkInNow,
  getCheckIns,
  getContactQuestion,
  saveCheckInSettings,
  sendTestCheckIn,
} from '@legacy-planner/contracts/endpoints/checkIns';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress, perUser } from '../../routing/rateLimit';
import type { ContactAnswers } from './answers';
import type { CheckInService } from './checkInService';

// The owner's check-ins (the Privacy tab's section) and the emailed link's public route.

const tag = 'check-ins';
const ownData = { none: "the caller's own check-ins" } as const;
const HOUR = 60 * 60_000;

/** Each test fills the owner's own inbox: a few an hour is plenty. */
const testsPerAccount = perUser('check-in-test:account', 5, HOUR, 'Too many test check-ins.');
/** Tokens are 256 bits: this only bounds the work. */
const linksPerAddress = perAddress(
  'check-in-link:address',
  30,
  15 * 60_000,
  'Too many attempts from this address.',
);

/** A trusted contact answers a few questions a year; this bounds guessing and scripted posts. */
const answersPerAddress = perAddress(
  'check-in-answer:address',
  30,
  15 * 60_000,
  'Too many attempts from this address.',
);

export function checkInRoutes(checkIns: CheckInService, answers: ContactAnswers): AnyRoute[] {
  return [
    route({
      endpoint: getCheckIns,
      tag,
      summary: 'The check-in settings, the last check-in and when each next step would happen',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => checkIns.status(caller.user),
    }),
    route({
      endpoint: saveCheckInSettings,
      tag,
      summary:
        'Choose the rhythm, a pause and the ordered trusted contacts (asked when check-ins are missed)',
      policy: 'owner',
      // The contacts may be given access when check-ins are missed: an unproven email may not
      // name them (someone can sign up first with another person's email).
      requires: 'verified_email',
      rateLimit: ownData,
      errors: { 400: 'A contact that is not one of the owner’s' },
      action: ({ caller, body }) => checkIns.saveSettings(caller.user, body),
    }),
    route({
      endpoint: checkInNow,
      tag,
      summary: '"I\'m OK": a check-in from the app',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => checkIns.checkInNow(caller.user),
    }),
    route({
      endpoint: sendTestCheckIn,
      tag,
      summary: 'Mail the owner a check-in link, as a prompt would',
      policy: 'owner',
      rateLimit: [testsPerAccount],
      errors: { 503: 'This server sends no email (mail_not_configured)' },
      action: ({ caller }) => checkIns.sendTest(caller.user),
    }),
    route({
      endpoint: checkInByLink,
      tag,
      summary: 'Open an emailed check-in link: records the check-in, once',
      policy: 'public',
      rateLimit: [linksPerAddress],
      errors: { 400: 'The link is unknown, used or expired' },
      action: ({ body }) => checkIns.byLink(body.token),
    }),
    route({
      endpoint: backToNormal,
      tag,
      summary:
        '"I\'m back to normal": ends every grant the check-ins opened and tells those contacts',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => checkIns.backToNormal(caller.user),
    }),
    route({
      endpoint: getContactQuestion,
      tag,
      summary:
        'What a trusted contact\'s "Is … OK?" link asks (opening it answers nothing: mail scanners open links)',
      policy: 'public',
      rateLimit: [answersPerAddress],
      errors: { 404: 'The link is unknown, answered or expired (invalid_link)' },
      action: ({ query }) => answers.question(query.token),
    }),
    route({
      endpoint: answerContactQuestion,
      tag,
      summary:
        "A trusted contact's answer, once: fine (the count starts again), unwell (emergency access for them, the viewer cookie set) or passed away (a waiting full request for them)",
      policy: 'public',
      rateLimit: [answersPerAddress],
      errors: { 404: 'The link is unknown, answered or expired (invalid_link)' },
      action: ({ ctx, body }) => answers.answer(ctx, body.token, body.answer),
    }),
  ];
}
