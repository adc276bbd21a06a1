import type { RoleSource, StoragePort, UserRecord, UserRole } from '../storage/port';
import { issueLink, LINK_LIFETIME_MS } from '../features/security/emailLinks';

// `npm run admin -- promote <email>` / `demote <email>`: how the first admin of an
// installation is made, on whichever store is configured. The role given here is kept at
// every sign-in (ADMIN_EMAILS manages only the roles it gave), and the change is written to
// the account's access log in the same unit of work.
//
// `npm run admin -- reset-link <email>`: on a server without mail (no SMTP_URL) nobody can get
// a reset link by email, so the administrator makes one and hands it over. It is the emailed
// link exactly (once, within 30 minutes, voiding earlier ones): opening it verifies the email,
// ends every session and revokes the plan's keys, cards and grants.

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email> | reset-link <email>';

export interface AdminSettings {
  adminEmails: ReadonlySet<string>;
  /** Where the site is reached (PUBLIC_URL), for the links it prints. */
  publicUrl: string;
  clock: () => Date;
}

const changes: Record<string, { role: UserRole; source: RoleSource; done: string }> = {
  promote: { role: 'admin', source: 'command_line', done: 'is now an admin' },
  demote: { role: 'user', source: null, done: 'is no longer an admin' },
};

/** Runs one command; answers the process exit code. */
export async function runAdminCommand(
  args: readonly string[],
  store: StoragePort,
  settings: AdminSettings,
  out: Output,
): Promise<number> {
  const [command, email, ...rest] = args;
  const change = command ? changes[command] : undefined;
  if ((!change && command !== 'reset-link') || !email || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  const user = await store.users.findByEmail(email);
  if (!user) {
    out.error(`No account with the email ${email}.`);
    return 1;
  }
  if (!change) return printResetLink(user, store, settings, out);
  if (user.isDemo) {
    out.error('The demo account cannot be an admin.');
    return 1;
  }
  if (user.role === change.role && user.roleSource === change.source) {
    out.log(`${user.email} ${change.done} (nothing changed).`);
    return 0;
  }
  await store.unitOfWork(async (tx) => {
    await tx.users.setRole(user.id, change.role, change.source);
    await tx.events.append({
      ownerId: user.id,
      actor: { kind: 'system', name: 'command line' },
      action: 'role.changed',
      subject: { type: 'user', id: user.id },
    });
  });
  out.log(`${user.email} ${change.done}.`);
  if (change.role === 'user' && user.emailVerified && settings.adminEmails.has(user.email)) {
    out.log(
      `Note: ${user.email} is listed in ADMIN_EMAILS, so its next Google or Facebook sign-in makes it an admin again.`,
    );
  }
  return 0;
}

async function printResetLink(
  user: UserRecord,
  store: StoragePort,
  { publicUrl, clock }: AdminSettings,
  out: Output,
): Promise<number> {
  if (user.isDemo) {
    out.error('The demo account has no password to reset.');
    return 1;
  }
  const token = await store.unitOfWork((tx) =>
    issueLink(tx, user, 'reset_password', user.email, clock()),
  );
  const minutes = LINK_LIFETIME_MS.reset_password / 60_000;
  out.log(
    `A password reset link for ${user.email}. Hand it over in person or by a channel you trust:`,
  );
  out.log(`${publicUrl}/reset-password?token=${encodeURIComponent(token)}`);
  out.log(
    `It works once, within ${minutes} minutes. Opening it verifies the email, ends every session ` +
      'and revokes the access key, cards and grants made before it.',
  );
  return 0;
}
