import type { Config } from '../../config/config';
import type { StoredAccessRequest } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';

// What a waiting request keeps sealed, and the link that claims it: shared by the request's
// routes and the jobs that decide it later (the waiting period's release), which mail the same
// link to the requester.

/** What a waiting request keeps sealed: the evidence (or answers) and the claim token. */
export interface SealedEvidence {
  evidence: Record<string, string>;
  claimToken: string;
}

export const evidenceContext = (ownerId: string) => `access-request:${ownerId}`;

export const openSealedEvidence = (
  sealer: JsonSealer,
  request: Pick<StoredAccessRequest, 'ownerId' | 'sealedEvidence'>,
) => sealer.open(request.sealedEvidence, evidenceContext(request.ownerId)) as SealedEvidence;

/** The viewer page's address that claims the request (the emailed link). */
export const requestLinkOf = (config: Pick<Config, 'publicUrl'>, id: string, token: string) =>
  `${config.publicUrl}/access/view?request=${encodeURIComponent(id)}&token=${token}`;

/** The requester's mail of their request's outcome; whose plan it is, they learn with the grant. */
export function outcomeMail(
  request: Pick<StoredAccessRequest, 'level' | 'createdAt'>,
  outcome: { granted: true; link: string } | { granted: false },
) {
  const asked = `Your request for ${request.level} access of ${request.createdAt.slice(0, 10)}`;
  return {
    subject: `Your request for ${request.level} access`,
    text: outcome.granted
      ? `${asked} was granted.\n\nOpen it here: ${outcome.link}\n`
      : `${asked} was refused.`,
  };
}
