import { Schema, type ClientSession, type Connection } from 'mongoose';
import type {
  AccountTokenPurpose,
  AccountTokenRecord,
  AccountTokenRepository,
  TwoFactorRepository,
} from '../port';

// As SQLite's account_tokens, two_factor and recovery_codes.

interface TokenDocument {
  _id: string;
  userId: string;
  purpose: AccountTokenPurpose;
  email: string;
  expiresAt: Date;
  createdAt: Date;
}

const tokenSchema = new Schema<TokenDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    purpose: {
      type: String,
      enum: ['verify_email', 'change_email', 'reset_password', 'check_in'],
      required: true,
    },
    email: { type: String, required: true },
    // MongoDB's TTL monitor removes expired links by itself; the caller checks the time too.
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
tokenSchema.index({ userId: 1, purpose: 1 });

const toToken = (doc: TokenDocument): AccountTokenRecord => ({
  tokenHash: doc._id,
  userId: doc.userId,
  purpose: doc.purpose,
  email: doc.email,
  expiresAt: doc.expiresAt.toISOString(),
  createdAt: doc.createdAt.toISOString(),
});

export function mongoAccountTokens(connection: Connection) {
  const Tokens = connection.model<TokenDocument>('AccountToken', tokenSchema, 'accountTokens');
  return (session?: ClientSession): AccountTokenRepository => ({
    async create(token) {
      await Tokens.create(
        [
          {
            _id: token.tokenHash,
            userId: token.userId,
            purpose: token.purpose,
            email: token.email,
            expiresAt: new Date(token.expiresAt),
            createdAt: new Date(token.createdAt),
          },
        ],
        { session },
      );
    },
    async find(tokenHash, purpose) {
      const found = await Tokens.findOne({ _id: tokenHash, purpose }, null, { session }).lean();
      return found ? toToken(found) : null;
    },
    async consume(tokenHash, purpose) {
      // One atomic find-and-delete: of two callers with the same token, one gets it.
      const found = await Tokens.findOneAndDelete({ _id: tokenHash, purpose }, { session }).lean();
      return found ? toToken(found) : null;
    },
    async deleteForUser(userId, purpose) {
      const result = await Tokens.deleteMany({ userId, purpose }, { session });
      return result.deletedCount;
    },
    async deleteExpired(now) {
      const result = await Tokens.deleteMany({ expiresAt: { $lt: new Date(now) } }, { session });
      return result.deletedCount;
    },
  });
}

interface RecoveryCode {
  hash: string;
  usedAt: Date | null;
}

interface TwoFactorDocument {
  _id: string;
  sealedSecret: string;
  lastUsedStep: number | null;
  enabledAt: Date;
  recoveryCodes: RecoveryCode[];
}

const twoFactorSchema = new Schema<TwoFactorDocument>(
  {
    _id: { type: String, required: true },
    sealedSecret: { type: String, required: true },
    lastUsedStep: { type: Number, default: null },
    enabledAt: { type: Date, required: true },
    recoveryCodes: [
      { _id: false, hash: { type: String, required: true }, usedAt: { type: Date, default: null } },
    ],
  },
  { versionKey: false },
);

export function mongoTwoFactor(connection: Connection) {
  const TwoFactor = connection.model<TwoFactorDocument>('TwoFactor', twoFactorSchema, 'twoFactor');
  return (session?: ClientSession): TwoFactorRepository => ({
    async get(userId) {
      const found = await TwoFactor.findById(userId)
        .session(session ?? null)
        .lean();
      return found
        ? {
            userId: found._id,
            sealedSecret: found.sealedSecret,
            lastUsedStep: found.lastUsedStep ?? null,
            enabledAt: found.enabledAt.toISOString(),
            recoveryCodesLeft: found.recoveryCodes.filter((code) => !code.usedAt).length,
          }
        : null;
    },
    async enable(userId, sealedSecret, hashes) {
      await TwoFactor.replaceOne(
        { _id: userId },
        {
          _id: userId,
          sealedSecret,
          lastUsedStep: null,
          enabledAt: new Date(),
          recoveryCodes: hashes.map((hash) => ({ hash, usedAt: null })),
        },
        { upsert: true, session },
      );
    },
    async disable(userId) {
      const result = await TwoFactor.deleteOne({ _id: userId }, { session });
      return result.deletedCount > 0;
    },
    async useStep(userId, step) {
      // Compare-and-set in one update: two sign-ins with the same code cannot both pass.
      const result = await TwoFactor.updateOne(
        { _id: userId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
        { $set: { lastUsedStep: step } },
        { session },
      );
      return result.modifiedCount > 0;
    },
    async useRecoveryCode(userId, codeHash) {
      const result = await TwoFactor.updateOne(
        { _id: userId, recoveryCodes: { $elemMatch: { hash: codeHash, usedAt: null } } },
        { $set: { 'recoveryCodes.$.usedAt': new Date() } },
        { session },
      );
      return result.modifiedCount > 0;
    },
  });
}
