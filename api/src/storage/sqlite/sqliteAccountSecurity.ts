import type BetterSqlite3 from 'better-sqlite3';
import type {
  AccountTokenPurpose,
  AccountTokenRecord,
  AccountTokenRepository,
  TwoFactorRepository,
} from '../port';

// What keeps an account safe besides its password: the single-use links sent by email
// (verification, password reset) and two-factor sign-in.

interface TokenRow {
  token_hash: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  email: string;
  expires_at: string;
  created_at: string;
}

const toToken = (row: TokenRow): AccountTokenRecord => ({
  tokenHash: row.token_hash,
  userId: row.user_id,
  purpose: row.purpose,
  email: row.email,
  expiresAt: row.expires_at,
  createdAt: row.created_at,
});

export function sqliteAccountTokens(db: BetterSqlite3.Database): AccountTokenRepository {
  const insert = db.prepare(
    `INSERT INTO account_tokens (token_hash, user_id, purpose, email, expires_at, created_at)
     VALUES (@token_hash, @user_id, @purpose, @email, @expires_at, @created_at)`,
  );
  const select = db.prepare<[string, string], TokenRow>(
    'SELECT * FROM account_tokens WHERE token_hash = ? AND purpose = ?',
  );
  // DELETE … RETURNING: reading and deleting are one statement, so a token is used once.
  const consume = db.prepare<[string, string], TokenRow>(
    'DELETE FROM account_tokens WHERE token_hash = ? AND purpose = ? RETURNING *',
  );
  const removeForUser = db.prepare<[string, string]>(
    'DELETE FROM account_tokens WHERE user_id = ? AND purpose = ?',
  );
  const removeExpired = db.prepare<[string]>('DELETE FROM account_tokens WHERE expires_at < ?');
  return {
    async create(token) {
      insert.run({
        token_hash: token.tokenHash,
        user_id: token.userId,
        purpose: token.purpose,
        email: token.email,
        expires_at: token.expiresAt,
        created_at: token.createdAt,
      });
    },
    async find(tokenHash, purpose) {
      const row = select.get(tokenHash, purpose);
      return row ? toToken(row) : null;
    },
    async consume(tokenHash, purpose) {
      const row = consume.get(tokenHash, purpose);
      return row ? toToken(row) : null;
    },
    async deleteForUser(userId, purpose) {
      return removeForUser.run(userId, purpose).changes;
    },
    async deleteExpired(now) {
      return removeExpired.run(now).changes;
    },
  };
}

interface TwoFactorRow {
  user_id: string;
  sealed_secret: string;
  last_used_step: number | null;
  enabled_at: string;
  codes_left: number;
}

export function sqliteTwoFactor(db: BetterSqlite3.Database): TwoFactorRepository {
  const select = db.prepare<[string], TwoFactorRow>(
    `SELECT t.*, (SELECT COUNT(*) FROM recovery_codes r
                  WHERE r.user_id = t.user_id AND r.used_at IS NULL) AS codes_left
     FROM two_factor t WHERE t.user_id = ?`,
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO two_factor (user_id, sealed_secret, last_used_step, enabled_at)
     VALUES (?, ?, NULL, ?)
     ON CONFLICT (user_id) DO UPDATE SET sealed_secret = excluded.sealed_secret,
       last_used_step = NULL, enabled_at = excluded.enabled_at`,
  );
  const dropCodes = db.prepare<[string]>('DELETE FROM recovery_codes WHERE user_id = ?');
  const insertCode = db.prepare<[string, string]>(
    'INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)',
  );
  const remove = db.prepare<[string]>('DELETE FROM two_factor WHERE user_id = ?');
  const useStep = db.prepare<[number, string, number]>(
    `UPDATE two_factor SET last_used_step = ?
     WHERE user_id = ? AND (last_used_step IS NULL OR last_used_step < ?)`,
  );
  const useCode = db.prepare<[string, string, string]>(
    `UPDATE recovery_codes SET used_at = ?
     WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
  );
  const enable = db.transaction((userId: string, sealedSecret: string, hashes: string[]) => {
    upsert.run(userId, sealedSecret, new Date().toISOString());
    dropCodes.run(userId);
    for (const hash of hashes) insertCode.run(userId, hash);
  });
  return {
    async get(userId) {
      const row = select.get(userId);
      return row
        ? {
            userId: row.user_id,
            sealedSecret: row.sealed_secret,
            lastUsedStep: row.last_used_step,
            enabledAt: row.enabled_at,
            recoveryCodesLeft: row.codes_left,
          }
        : null;
    },
    async enable(userId, sealedSecret, hashes) {
      enable(userId, sealedSecret, hashes);
    },
    async disable(userId) {
      // Its recovery codes go with it (ON DELETE CASCADE).
      return remove.run(userId).changes > 0;
    },
    async useStep(userId, step) {
      return useStep.run(step, userId, step).changes > 0;
    },
    async useRecoveryCode(userId, codeHash) {
      return useCode.run(new Date().toISOString(), userId, codeHash).changes > 0;
    },
  };
}
