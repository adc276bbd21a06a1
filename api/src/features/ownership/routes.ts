import {
  deleteAccount as deleteAccountEndpoint,
  exportAccount,
} from '@legacy-planner/contracts/endpoints/ownership';
import type { FeatureDependencies } from '../dependencies';
import { route, type AnyRoute } from '../../routing/declaration';
import { perUser } from '../../routing/rateLimit';
import { exportArchive } from './exportArchive';
import { confirmIdentity } from './confirmIdentity';
import { deleteAccount } from './deleteAccount';

// The owner's data is theirs (issue 14, part B): they can take all of it with them (one zip,
// the "recovery bundle" a family can keep offline) and they can delete the account and
// everything in it.

const tag = 'account';

// An export decrypts every file and renders every PDF: a few an hour is plenty.
const exportLimit = perUser('account-export', 10, 60 * 60_000, 'Too many exports of this plan.');
// Each attempt checks a password: as few as a sign-in's failures allow.
const deletionLimit = perUser(
  'account-delete',
  5,
  15 * 60_000,
  'Too many attempts to delete this account.',
);

const exportFileName = (at: Date) => `legacy-planner-export-${at.toISOString().slice(0, 10)}.zip`;

export function ownershipRoutes(dependencies: FeatureDependencies): AnyRoute[] {
  const { store, blobs, sealer, mail, clock, config } = dependencies;
  return [
    route({
      endpoint: exportAccount,
      tag,
      summary:
        'Download everything in the account as one zip: plan.json, each wizard as its PDF, every uploaded file decrypted, and a README.txt',
      policy: 'owner',
      demo: {
        refuse:
          'The demo account has no plan of its own to export. Sign up to keep your own plan and export it.',
      },
      rateLimit: [exportLimit],
      errors: { 403: 'The demo account has no plan of its own to export' },
      async action({ caller }) {
        const at = clock();
        return {
          bytes: await exportArchive({ store, blobs, sealer }, caller.user, at),
          type: 'application/zip',
          name: exportFileName(at),
        };
      },
    }),
    route({
      endpoint: deleteAccountEndpoint,
      tag,
      summary:
        'Delete the account and everything in it, for good (password, the code when two-factor sign-in is on, and the typed word DELETE); signs out everywhere and sends a goodbye email',
      policy: 'owner',
      rateLimit: [deletionLimit],
      errors: {
        403: 'The password (or, with two-factor sign-in on, the code) is not correct, or this is the demo account',
        409: 'The account has no password (it signs in through Google or Facebook)',
      },
      async action({ ctx, caller, body }) {
        await confirmIdentity({ store, sealer, clock }, caller.user, body);
        await deleteAccount({ store, blobs, mail, publicUrl: config.publicUrl }, caller.user);
        ctx.session = null;
      },
    }),
  ];
}
