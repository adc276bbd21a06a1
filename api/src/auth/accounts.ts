import type { StoragePort, UserRecord } from '../storage/port';

/**
 * The account service shared by password and third-party sign-in: the role an email gets
 * (ADMIN_EMAILS lists the admins) is applied when the account is created or signs in.
 */
export function accounts(store: StoragePort, adminEmails: Set<string>) {
  const roleFor = (email: string) => (adminEmails.has(email.toLowerCase()) ? 'admin' : 'user');

  async function withCurrentRole(user: UserRecord): Promise<UserRecord> {
    const role = roleFor(user.email);
    if (role === 'admin' && user.role !== 'admin') {
      await store.users.setRole(user.id, 'admin');
      return { ...user, role };
    }
    return user;
  }

  return {
    roleFor,
    withCurrentRole,
    /** The account of a verified third-party email, created the first time it signs in. */
    async findOrCreateVerified(email: string, name: string): Promise<UserRecord> {
      const existing = await store.users.findByEmail(email);
      if (existing) return withCurrentRole(existing);
      return store.users.create({ name, email, passwordHash: null, role: roleFor(email) });
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
