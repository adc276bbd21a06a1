import type { ComponentType } from 'react';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { TwoFactorSection } from './TwoFactorSection';
import { SessionsSection } from './SessionsSection';

// The account page's sections, in order. Ownership (export everything, delete the account)
// appends its own after these.
export const accountSections: { key: string; Section: ComponentType }[] = [
  { key: 'email', Section: EmailSection },
  { key: 'password', Section: PasswordSection },
  { key: 'two-factor', Section: TwoFactorSection },
  { key: 'sessions', Section: SessionsSection },
];
