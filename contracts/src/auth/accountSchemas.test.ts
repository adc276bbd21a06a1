import { accountDeletionSchema } from '../ownership/ownershipSchemas';
import { MAX_PASSWORD_LENGTH } from './authSchemas';
import {
  changeEmailSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  emailTokenSchema,
  resetPasswordSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
} from './accountSchemas';

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const token = 'A'.repeat(42) + '_';

describe('account schemas', () => {
  it('take an emailed token of 43 base64url characters only', async () => {
    expect(await errorsOf(emailTokenSchema, { token })).toEqual([]);
    for (const bad of ['short', `${token}x`, 'A'.repeat(42) + '=']) {
      expect(await errorsOf(emailTokenSchema, { token: bad })).toEqual([
        'This link is not valid any more. Ask for a new one.',
      ]);
    }
    // Never converted: a value that is not a string is refused.
    expect(await errorsOf(emailTokenSchema, { token: { $gt: '' } })).not.toEqual([]);
  });

  it('keep the sign-up rules for a new password', async () => {
    expect(await errorsOf(resetPasswordSchema, { token, password: '123' })).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(
      await errorsOf(changePasswordFormSchema, {
        currentPassword: 'old',
        newPassword: 'new-password',
        confirmPassword: 'other',
      }),
    ).toEqual(['Passwords do not match']);
  });

  it('take a 6-digit code or a recovery code, nothing else', async () => {
    for (const code of ['123456', 'ABCDE-FGHJK', 'abcde fghjk']) {
      expect(await errorsOf(twoFactorCodeSchema, { code })).toEqual([]);
    }
    for (const code of ['', '12345<script>', 'x'.repeat(33), 123456]) {
      expect(await errorsOf(twoFactorCodeSchema, { code })).not.toEqual([]);
    }
  });

  it('take the password the account has by one rule, wherever it is asked again', async () => {
    const requests = [
      {
        schema: changePasswordSchema,
        with: (password: string) => ({ currentPassword: password, newPassword: 'new-password' }),
        refusal: 'Please enter your current password',
      },
      {
        schema: changeEmailSchema,
        with: (password: string) => ({ email: 'ada@example.com', password }),
        refusal: 'Please enter your current password',
      },
      {
        schema: twoFactorSetupSchema,
        with: (password: string) => ({ password }),
        refusal: 'Please enter your current password',
      },
      {
        schema: accountDeletionSchema,
        with: (password: string) => ({ password, confirmation: 'DELETE' }),
        refusal: 'Enter your password',
      },
    ];
    for (const request of requests) {
      // Not the rules for a new password: a short one of older rules is still the account's.
      for (const password of ['old', 'x'.repeat(MAX_PASSWORD_LENGTH)]) {
        expect(await errorsOf(request.schema, request.with(password))).toEqual([]);
      }
      expect(
        await errorsOf(request.schema, request.with('x'.repeat(MAX_PASSWORD_LENGTH + 1))),
      ).toEqual([request.refusal]);
    }
  });
});
