import type { StoragePort, UserRecord } from '../storage/port';

/**
 * The account service shared by password and third-party sign-in.
 *
 * Nobody proves an email by signing up with a password (the product sends no mail yet); a
 * provider that verified the email (Google, Facebook) does. So:
 * - the admin role (ADMIN_EMAILS) goes only to a proven email, and is taken away when the email
 *   leaves the list;
 * - when a proven email signs in to an account that someone created with a password, that
 *   password is removed and its sessions end: whoever set it may not own the email.
 */
export function accounts(store: StoragePort, adminEmails: Set<string>) {
  const roleFor = (user: Pick<UserRecord, 'email' | 'emailVerified'>) =>
    user.emailVerified && adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user';

  async function withCurrentRole(user: UserRecord): Promise<UserRecord> {
    const role = roleFor(user);
    if (role === user.role) return user;
    await store.users.setRole(user.id, role);
    return { ...user, role };
  }

  return {
    withCurrentRole,
    /** The account of a provider-verified email, created the first time it signs in. */
    async findOrCreateVerified(email: string, name: string): Promise<UserRecord> {
      const existing = await store.users.findByEmail(email);
      if (!existing) {
        return store.users.create({
          name,
          email,
          passwordHash: null,
          emailVerified: true,
          role: roleFor({ email, emailVerified: true }),
        });
      }
      if (existing.emailVerified) return withCurrentRole(existing);
      await store.sessions.destroyForUser(existing.id);
      const claimed = await store.users.markEmailVerified(existing.id, { dropPassword: true });
      return withCurrentRole(claimed!);
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
