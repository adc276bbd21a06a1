import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { MaritalStatus, PlanReviewReason, SigningPlace } from '@legacy-planner/contracts';
import {
  DuplicateEmailError,
  type RoleSource,
  type UserRecord,
  type UserRepository,
} from '../port';

interface UserDocument {
  _id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  role: UserRecord['role'];
  roleSource: RoleSource;
  isDemo: boolean;
  onboardingComplete: boolean;
  onboardingStep: number;
  shareWithAdmins?: boolean;
  /** Absent on accounts made before it existed: read as null (not chosen). */
  signingPlace?: SigningPlace | null;
  maritalStatus?: MaritalStatus | null;
  /** Absent on accounts made before it existed, as the two below: never reviewed. */
  planReviewedAt?: Date | null;
  planReviewReasons?: PlanReviewReason[];
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, default: null },
    emailVerified: { type: Boolean, default: false },
    role: { type: String, enum: ['user', 'admin'], required: true },
    roleSource: { type: String, enum: ['admin_emails', 'command_line'], default: null },
    isDemo: { type: Boolean, default: false },
    onboardingComplete: { type: Boolean, default: false },
    onboardingStep: { type: Number, default: 0 },
    shareWithAdmins: { type: Boolean, default: false },
    signingPlace: { type: String, default: null },
    maritalStatus: { type: String, default: null },
    planReviewedAt: { type: Date, default: null },
    planReviewReasons: {
      type: [
        {
          _id: false,
          kind: { type: String, required: true },
          at: { type: String, required: true },
          detail: { type: String, required: true },
          by: { type: String, default: null },
        },
      ],
      default: [],
    },
  },
  { versionKey: false, timestamps: true },
);

const toRecord = (doc: UserDocument): UserRecord => ({
  id: doc._id,
  name: doc.name,
  email: doc.email,
  passwordHash: doc.passwordHash,
  emailVerified: doc.emailVerified ?? false,
  role: doc.role,
  roleSource: doc.roleSource ?? null,
  isDemo: doc.isDemo,
  onboardingComplete: doc.onboardingComplete,
  onboardingStep: doc.onboardingStep,
  shareWithAdmins: doc.shareWithAdmins ?? false,
  signingPlace: doc.signingPlace ?? null,
  maritalStatus: doc.maritalStatus ?? null,
  planReviewedAt: doc.planReviewedAt ? doc.planReviewedAt.toISOString() : null,
  planReviewReasons: (doc.planReviewReasons ?? []).map(({ kind, at, detail, by }) => ({
    kind,
    at,
    detail,
    by: by ?? null,
  })),
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** Accounts; the answer makes the repository for the store or for a unit of work. */
export function mongoUsers(connection: Connection) {
  const User = connection.model<UserDocument>('User', userSchema, 'users');

  return (session?: ClientSession): UserRepository => ({
    async create(user) {
      try {
        const [created] = await User.create(
          [
            {
              _id: randomUUID(),
              name: user.name,
              email: user.email.toLowerCase(),
              passwordHash: user.passwordHash,
              emailVerified: user.emailVerified ?? false,
              role: user.role,
              roleSource: null,
              isDemo: user.isDemo ?? false,
              onboardingComplete: user.onboardingComplete ?? false,
              onboardingStep: user.onboardingStep ?? 0,
            },
          ],
          { session },
        );
        return toRecord(created!.toObject());
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw new DuplicateEmailError('create');
        throw error;
      }
    },
    async findById(id) {
      const found = await User.findById(id)
        .session(session ?? null)
        .lean();
      return found ? toRecord(found) : null;
    },
    async findByEmail(email) {
      const found = await User.findOne({ email: email.toLowerCase() })
        .session(session ?? null)
        .lean();
      return found ? toRecord(found) : null;
    },
    async updateOnboarding(id, progress) {
      const updated = await User.findByIdAndUpdate(id, progress, {
        returnDocument: 'after',
        session,
      }).lean();
      return updated ? toRecord(updated) : null;
    },
    async markEmailVerified(id, { dropPassword }) {
      const updated = await User.findByIdAndUpdate(
        id,
        dropPassword ? { emailVerified: true, passwordHash: null } : { emailVerified: true },
        { returnDocument: 'after', session },
      ).lean();
      return updated ? toRecord(updated) : null;
    },
    async setRole(id, role, source) {
      await User.updateOne({ _id: id }, { role, roleSource: source }, { session });
    },
    async setPasswordHash(id, passwordHash) {
      const result = await User.updateOne({ _id: id }, { passwordHash }, { session });
      return result.matchedCount > 0;
    },
    async changeEmail(id, email) {
      try {
        const updated = await User.findByIdAndUpdate(
          id,
          { email: email.toLowerCase(), emailVerified: true },
          { returnDocument: 'after', session },
        ).lean();
        return updated ? toRecord(updated) : null;
      } catch (error) {
        if ((error as { code?: number }).code === 11000)
          throw new DuplicateEmailError('changeEmail');
        throw error;
      }
    },
    async setShareWithAdmins(id, share) {
      const updated = await User.findByIdAndUpdate(
        id,
        { shareWithAdmins: share },
        { returnDocument: 'after', session },
      ).lean();
      return updated ? toRecord(updated) : null;
    },
    async setSigningPlace(id, signingPlace) {
      const updated = await User.findByIdAndUpdate(
        id,
        { signingPlace },
        { returnDocument: 'after', session },
      ).lean();
      return updated ? toRecord(updated) : null;
    },
    async setMaritalStatus(id, maritalStatus) {
      const updated = await User.findByIdAndUpdate(
        id,
        { maritalStatus },
        { returnDocument: 'after', session },
      ).lean();
      return updated ? toRecord(updated) : null;
    },
    async markPlanReviewed(id, at) {
      const updated = await User.findByIdAndUpdate(
        id,
        { planReviewedAt: new Date(at), planReviewReasons: [] },
        { returnDocument: 'after', session },
      ).lean();
      return updated ? toRecord(updated) : null;
    },
    async addPlanReviewReason(id, reason) {
      const updated = await User.findByIdAndUpdate(
        id,
        { $push: { planReviewReasons: reason } },
        { returnDocument: 'after', session },
      ).lean();
      return updated ? toRecord(updated) : null;
    },
    async listSharingWithAdmins() {
      const found = await User.find({ shareWithAdmins: true })
        .sort({ createdAt: 1, _id: 1 })
        .session(session ?? null)
        .lean();
      return found.map(toRecord);
    },
  });
}
