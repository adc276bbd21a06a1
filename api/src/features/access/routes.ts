import { isReleased, situationOfGrant, wizardKinds } from '@legacy-planner/contracts';
import {
  accessView,
  accessViewEmergencySummaryPdf,
  accessViewFile,
  accessViewWizardPdf,
  claimAccessRequest,
  leaveAccess,
  requestAccess,
} from '@legacy-planner/contracts/endpoints/access';
import type { AccessRequestOutcome } from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { clientAddress } from '../../routing/clientAddress';
import { perAddress, type RateLimitRule } from '../../routing/rateLimit';
import type { Config } from '../../config/config';
import { clearViewerCookie } from '../../session/viewerCookie';
import type { BlobStore } from '../../storage/blobs/blobStore';
import type { GrantRecord } from '../../storage/port';
import type { AccessDependencies } from './accessDependencies';
import { pdfFileName } from '../wizards/pdf/printableWizards';
import { renderWithSigningPage } from '../wizards/pdf/signingPage';
import { accessRequests } from './accessRequests';
import { EMERGENCY_SUMMARY_TITLE } from './emergencySummary';
import { renderEmergencySummaryPdf } from './emergencySummaryPdf';
import { planItems } from './planItems';
import { viewerPlan } from './viewerPlan';
import { VIEWS_COUNTED_TOGETHER_MS, viewerReadLimits } from './viewerReadLimits';
import { viewerActor } from './grantHolder';

// The public side of access (decisions §2): asking for it at /access, claiming a grant once a
// waiting request is granted, and the viewer's read-only plan.

const tag = 'access';
const MINUTES_15 = 15 * 60_000;

/**
 * The owner (their email) or the card an attempt names, with the address it comes from.
 * Attempts are counted per address and per (owner, address), never per owner alone: whoever
 * could send from a few addresses would then refuse the owner's family the right key in an
 * emergency. Guessing from many addresses gains nothing: a key has 36⁶ × 10⁴ values and a
 * card's code 144 random bits.
 */
const perTargetAndAddress: RateLimitRule = {
  name: 'access-target-address',
  max: 10,
  windowMs: 60 * 60_000,
  message: 'Too many attempts for this person’s plan from this address.',
  key(ctx, raw) {
    const body = (raw ?? {}) as { ownerEmail?: unknown; cardId?: unknown };
    const target =
      typeof body.cardId === 'string' && body.cardId.trim()
        ? `card:${body.cardId.trim().toUpperCase()}`
        : typeof body.ownerEmail === 'string'
          ? `owner:${body.ownerEmail.trim().toLowerCase()}`
          : null;
    return target && `${target} ${clientAddress(ctx)}`;
  },
};
/**
 * Shared by /access, the journey's request to help and the rehearsal, which all check the same
 * keys: access requests per address in 15 minutes (ACCESS_REQUESTS_PER_ADDRESS, 10 by default),
 * and attempts per person's plan from one address.
 */
export const requestLimits = (config: Pick<Config, 'accessRequestsPerAddress'>) => [
  perAddress(
    'access-request',
    config.accessRequestsPerAddress,
    MINUTES_15,
    'Too many access requests from this address.',
  ),
  perTargetAndAddress,
];
const claimLimit = perAddress(
  'access-claim',
  30,
  MINUTES_15,
  'Too many attempts from this address.',
);

/** 201 with the grant (the viewer cookie is set), 202 while the request waits. */
const outcomeStatus = (outcome: AccessRequestOutcome) => (outcome.status === 'granted' ? 201 : 202);

export function accessRoutes(deps: AccessDependencies, blobs: BlobStore): AnyRoute[] {
  const { store, sealer } = deps;
  const flow = accessRequests(deps);
  const items = planItems(store, sealer);

  async function viewerItems(grant: GrantRecord) {
    const owner = await store.users.findById(grant.ownerId);
    if (!owner)
      throw new HttpError(401, 'no_access', 'This access has ended or was never granted.');
    const situation = situationOfGrant(grant.level, grant.emergency);
    return { owner, situation, items: await items.list(owner.id) };
  }
  /** What the grant releases: the same plan as its view, and as the owner's preview of it. */
  async function planOf(grant: GrantRecord) {
    const found = await viewerItems(grant);
    return viewerPlan(found.items, {
      ownerName: found.owner.name,
      level: grant.level,
      situation: found.situation,
      expiresAt: grant.expiresAt,
    });
  }
  const recordView = (
    grant: GrantRecord,
    view: {
      action: 'plan.viewed' | 'item.viewed' | 'document.downloaded';
      subject: { type: string; id: string };
    },
    detail: string,
  ) =>
    store.events.recordView(
      { ownerId: grant.ownerId, actor: viewerActor(grant), ...view, detail },
      deps.clock(),
      VIEWS_COUNTED_TOGETHER_MS,
    );
  const generatedOn = () => deps.clock().toISOString().slice(0, 10);

  return [
    route({
      endpoint: requestAccess,
      tag,
      summary:
        'Ask for access to someone’s plan: basic with a card and an emergency reason, standard with their email and access key (or a standard card), full with evidence (waits)',
      policy: 'public',
      rateLimit: requestLimits(deps.config),
      errors: { 403: 'The details do not match an active access (one answer for every cause)' },
      action: ({ ctx, body }) => flow.request(ctx, body),
      statusOf: outcomeStatus,
    }),
    route({
      endpoint: claimAccessRequest,
      tag,
      summary:
        'Claim the grant of a waiting request once it is granted (the token came with the request)',
      policy: 'public',
      rateLimit: [claimLimit],
      params: { id: 'The request id' },
      errors: { 403: 'Unknown request, wrong token, refused, or its grant has ended' },
      action: ({ ctx, params, body }) => flow.claim(ctx, params.id!, body.token),
      statusOf: outcomeStatus,
    }),
    route({
      endpoint: accessView,
      tag,
      summary: 'The items the viewer’s grant releases, in the detail its level covers',
      policy: 'viewer',
      rateLimit: [viewerReadLimits.view.perAddress, viewerReadLimits.view.perGrant],
      async action({ caller }) {
        const { grant } = caller;
        const plan = await planOf(grant);
        const count =
          plan.documents.length +
          plan.files.length +
          plan.wishes.length +
          plan.contacts.length +
          plan.wizards.length;
        await recordView(
          grant,
          { action: 'plan.viewed', subject: { type: 'grant', id: grant.id } },
          `${grant.level} access, ${count} ${count === 1 ? 'item' : 'items'}`,
        );
        return plan;
      },
    }),
    route({
      endpoint: accessViewFile,
      tag,
      summary: 'Download a file the viewer’s grant releases',
      policy: 'viewer',
      rateLimit: [viewerReadLimits.file.perAddress, viewerReadLimits.file.perGrant],
      params: { id: 'The file id' },
      async action({ caller, params }) {
        const { grant } = caller;
        const found = await viewerItems(grant);
        const item = found.items.find(
          (candidate) => candidate.type === 'file' && candidate.id === params.id,
        );
        if (
          !item ||
          item.type !== 'file' ||
          !isReleased(item.settings, grant.level, found.situation)
        ) {
          throw new HttpError(404, 'not_found', 'No such file.');
        }
        const stored = await store.files.get(grant.ownerId, item.id);
        const bytes = stored ? await blobs.get(stored.blobId) : null;
        if (!stored || !bytes) throw new HttpError(404, 'not_found', 'No such file.');
        await recordView(
          grant,
          { action: 'item.viewed', subject: { type: 'file', id: item.id } },
          item.title,
        );
        return { bytes, type: stored.type, name: stored.name };
      },
    }),
    route({
      endpoint: accessViewWizardPdf,
      tag,
      summary:
        'Download a wizard record the viewer’s grant releases as the same PDF its owner gets, with the fields the level covers',
      policy: 'viewer',
      rateLimit: [viewerReadLimits.file.perAddress, viewerReadLimits.file.perGrant],
      params: { kind: 'The wizard kind' },
      async action({ caller, params }) {
        const { grant } = caller;
        const kind = wizardKinds.find((known) => known === params.kind);
        const { owner } = await viewerItems(grant);
        const wizard = kind && (await planOf(grant)).wizards.find((item) => item.kind === kind);
        if (!wizard) throw new HttpError(404, 'not_found', 'No such document.');
        const bytes = await renderWithSigningPage(
          wizard.document,
          generatedOn(),
          wizard.kind,
          owner.signingPlace,
        );
        await recordView(
          grant,
          { action: 'document.downloaded', subject: { type: 'wizard', id: wizard.kind } },
          wizard.title,
        );
        return { bytes, type: 'application/pdf', name: pdfFileName(wizard.kind) };
      },
    }),
    route({
      endpoint: accessViewEmergencySummaryPdf,
      tag,
      summary:
        'Download the emergency medical summary as a one-page PDF (when anything it is made of is released)',
      policy: 'viewer',
      rateLimit: [viewerReadLimits.file.perAddress, viewerReadLimits.file.perGrant],
      errors: { 404: 'Nothing the summary is made of is released to this grant' },
      async action({ caller }) {
        const { grant } = caller;
        const summary = (await planOf(grant)).emergencySummary;
        if (!summary) throw new HttpError(404, 'not_found', 'No emergency summary is shared.');
        const bytes = await renderEmergencySummaryPdf(summary, generatedOn());
        await recordView(
          grant,
          { action: 'document.downloaded', subject: { type: 'emergency_summary', id: grant.id } },
          EMERGENCY_SUMMARY_TITLE,
        );
        return { bytes, type: 'application/pdf', name: 'Emergency-medical-summary.pdf' };
      },
    }),
    route({
      endpoint: leaveAccess,
      tag,
      summary:
        'End this browser’s viewer session (the grant itself stays until it expires or is revoked)',
      policy: 'public',
      rateLimit: { none: 'only clears a cookie' },
      action({ ctx }) {
        clearViewerCookie(ctx);
      },
    }),
  ];
}
