import type { RoleSource, StoragePort, UserRole } from '../storage/port';

// `npm run admin -- promote <email>` / `demote <email>`: how the first admin of an
// installation is made, on whichever store is configured. The role given here is kept at
// every sign-in (ADMIN_EMAILS manages only the roles it gave), and the change is written to
// the account's access log in the same unit of work.

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email>';

const changes: Record<string, { role: UserRole; source: RoleSource; done: string }> = {
  promote: { role: 'admin', source: 'command_line', done: 'is now an admin' },
  demote: { role: 'user', source: null, done: 'is no longer an admin' },
};

/** Runs one command; answers the process exit code. */
export async function runAdminCommand(
  args: readonly string[],
  store: StoragePort,
  adminEmails: ReadonlySet<string>,
  out: Output,
): Promise<number> {
  const [command, email, ...rest] = args;
  const change = command ? changes[command] : undefined;
  if (!change || !email || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  const user = await store.users.findByEmail(email);
  if (!user) {
    out.error(`No account with the email ${email}.`);
    return 1;
  }
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
  if (change.role === 'user' && user.emailVerified && adminEmails.has(user.email)) {
    out.log(
      `Note: ${user.email} is listed in ADMIN_EMAILS, so its next Google or Facebook sign-in makes it an admin again.`,
    );
  }
  return 0;
}
