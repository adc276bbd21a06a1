import '../yupLocale';
import { object, string, type InferType } from 'yup';
import { existingPasswordField, optionalTwoFactorCode } from '../auth/accountSchemas';

// Deleting an account (issue 14): the password (and, with two-factor sign-in on, a code) proves
// who asks, the typed word that they mean it. Used by the shell's dialog and by the API to validate the same request.
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const accountDeletionMessages = {
  passwordRequired: 'Enter your password',
  confirmationRequired: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
} as const;

export const accountDeletionSchema = object({
  password: existingPasswordField(accountDeletionMessages.passwordRequired).required(
    accountDeletionMessages.passwordRequired,
  ),
  confirmation: string()
    .strict()
    .required(accountDeletionMessages.confirmationRequired)
    .oneOf([DELETE_CONFIRMATION_WORD], accountDeletionMessages.confirmationRequired),
  code: optionalTwoFactorCode,
});
export type AccountDeletion = InferType<typeof accountDeletionSchema>;
