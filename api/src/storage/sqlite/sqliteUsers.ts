import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { MaritalStatus, PlanReviewReason, SigningPlace } from '@legacy-planner/contracts';
import {
  DuplicateEmailError,
  type RoleSource,
  type UserRecord,
  type UserRepository,
} from '../port';

interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  email_verified: number;
  role: UserRecord['role'];
  role_source: RoleSource;
  is_demo: number;
  onboarding_complete: number;
  onboarding_step: number;
  share_with_admins: number;
  signing_place: SigningPlace | null;
  marital_status: MaritalStatus | null;
  plan_reviewed_at: string | null;
  /** JSON: the reasons, oldest first. */
  plan_review_reasons: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  passwordHash: row.password_hash,
  emailVerified: row.email_verified === 1,
  role: row.role,
  roleSource: row.role_source,
  isDemo: row.is_demo === 1,
  onboardingComplete: row.onboarding_complete === 1,
  onboardingStep: row.onboarding_step,
  shareWithAdmins: row.share_with_admins === 1,
  signingPlace: row.signing_place,
  maritalStatus: row.marital_status,
  planReviewedAt: row.plan_reviewed_at,
  planReviewReasons: JSON.parse(row.plan_review_reasons) as PlanReviewReason[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function sqliteUsers(db: BetterSqlite3.Database): UserRepository {
  const insert = db.prepare(
    `INSERT INTO users (id, name, email, password_hash, email_verified, role, role_source,
       is_demo, onboarding_complete, onboarding_step, created_at, updated_at)
     VALUES (@id, @name, @email, @password_hash, @email_verified, @role, @role_source,
       @is_demo, @onboarding_complete, @onboarding_step, @created_at, @updated_at)`,
  );
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const onboarding = db.prepare<[number, number, string, string]>(
    `UPDATE users SET onboarding_complete = ?, onboarding_step = ?, updated_at = ? WHERE id = ?`,
  );
  const verify = db.prepare<[number, string, string]>(
    `UPDATE users SET email_verified = 1,
       password_hash = CASE WHEN ? = 1 THEN NULL ELSE password_hash END, updated_at = ?
     WHERE id = ?`,
  );
  const share = db.prepare<[number, string, string]>(
    'UPDATE users SET share_with_admins = ?, updated_at = ? WHERE id = ?',
  );
  const password = db.prepare<[string, string, string]>(
    'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?',
  );
  const email = db.prepare<[string, string, string]>(
    'UPDATE users SET email = ?, email_verified = 1, updated_at = ? WHERE id = ?',
  );
  const sharing = db.prepare<[], UserRow>(
    'SELECT * FROM users WHERE share_with_admins = 1 ORDER BY created_at, id',
  );
  const signingPlace = db.prepare<[SigningPlace, string, string]>(
    'UPDATE users SET signing_place = ?, updated_at = ? WHERE id = ?',
  );
  const maritalStatus = db.prepare<[MaritalStatus, string, string]>(
    'UPDATE users SET marital_status = ?, updated_at = ? WHERE id = ?',
  );
  const reviewed = db.prepare<[string, string, string]>(
    `UPDATE users SET plan_reviewed_at = ?, plan_review_reasons = '[]', updated_at = ?
     WHERE id = ?`,
  );
  const reviewReason = db.prepare<[string, string, string]>(
    `UPDATE users SET plan_review_reasons = json_insert(plan_review_reasons, '$[#]', json(?)),
       updated_at = ?
     WHERE id = ?`,
  );
  const role = db.prepare<[string, RoleSource, string, string]>(
    'UPDATE users SET role = ?, role_source = ?, updated_at = ? WHERE id = ?',
  );

  return {
    async create(user) {
      const now = new Date().toISOString();
      const row: UserRow = {
        id: randomUUID(),
        name: user.name,
        email: user.email.toLowerCase(),
        password_hash: user.passwordHash,
        email_verified: user.emailVerified ? 1 : 0,
        role: user.role,
        role_source: null,
        is_demo: user.isDemo ? 1 : 0,
        onboarding_complete: user.onboardingComplete ? 1 : 0,
        onboarding_step: user.onboardingStep ?? 0,
        share_with_admins: 0,
        signing_place: null,
        marital_status: null,
        plan_reviewed_at: null,
        plan_review_reasons: '[]',
        created_at: now,
        updated_at: now,
      };
      try {
        insert.run(row);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw new DuplicateEmailError('create');
        }
        throw error;
      }
      return toRecord(row);
    },
    async findById(id) {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    async findByEmail(email) {
      const row = byEmail.get(email.toLowerCase());
      return row ? toRecord(row) : null;
    },
    async updateOnboarding(id, progress) {
      const changed = onboarding.run(
        progress.onboardingComplete ? 1 : 0,
        progress.onboardingStep,
        new Date().toISOString(),
        id,
      ).changes;
      if (changed === 0) return null;
      return toRecord(byId.get(id) as UserRow);
    },
    async markEmailVerified(id, { dropPassword }) {
      verify.run(dropPassword ? 1 : 0, new Date().toISOString(), id);
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    async setRole(id, newRole, source) {
      role.run(newRole, source, new Date().toISOString(), id);
    },
    async setPasswordHash(id, hash) {
      return password.run(hash, new Date().toISOString(), id).changes > 0;
    },
    async changeEmail(id, newEmail) {
      try {
        email.run(newEmail.toLowerCase(), new Date().toISOString(), id);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw new DuplicateEmailError('changeEmail');
        }
        throw error;
      }
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    async setShareWithAdmins(id, value) {
      share.run(value ? 1 : 0, new Date().toISOString(), id);
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    async listSharingWithAdmins() {
      return sharing.all().map(toRecord);
    },
    async setSigningPlace(id, place) {
      if (signingPlace.run(place, new Date().toISOString(), id).changes === 0) return null;
      return toRecord(byId.get(id) as UserRow);
    },
    async setMaritalStatus(id, status) {
      if (maritalStatus.run(status, new Date().toISOString(), id).changes === 0) return null;
      return toRecord(byId.get(id) as UserRow);
    },
    async markPlanReviewed(id, at) {
      if (reviewed.run(at, new Date().toISOString(), id).changes === 0) return null;
      return toRecord(byId.get(id) as UserRow);
    },
    async addPlanReviewReason(id, reason) {
      const json = JSON.stringify(reason);
      if (reviewReason.run(json, new Date().toISOString(), id).changes === 0) return null;
      return toRecord(byId.get(id) as UserRow);
    },
  };
}
