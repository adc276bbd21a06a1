import type { ComponentType } from 'react';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { TwoFactorSection } from './TwoFactorSection';
import { SessionsSection } from './SessionsSection';
import { ExportSection } from './ownership/ExportSection';
import { DeleteAccountSection } from './ownership/DeleteAccountSection';

// The account page's sections, in order: how one signs in, then what one owns (export
// everything, delete the account).
export const accountSections: { key: string; Section: ComponentType }[] = [
  { key: 'email', Section: EmailSection },
  { key: 'password', Section: PasswordSection },
  { key: 'two-factor', Section: TwoFactorSection },
  { key: 'sessions', Section: SessionsSection },
  { key: 'export', Section: ExportSection },
  { key: 'delete', Section: DeleteAccountSection },
];
