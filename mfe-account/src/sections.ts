import type { ComponentType } from 'react';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { TwoFactorSection } from './TwoFactorSection';
import { SessionsSection } from './SessionsSection';
import { SigningPlaceSection } from './SigningPlaceSection';
import { MaritalStatusSection } from './MaritalStatusSection';
import { ExportSection } from './ownership/ExportSection';
import { DeleteAccountSection } from './ownership/DeleteAccountSection';

interface AccountSection {
  key: string;
  Section: ComponentType;
  /**
   * About the user's own plan rather than the person: the API refuses it (403 owner_only) while
   * the session works on a plan the user helps with.
   */
  ofOwnPlan?: true;
}

// The account page's sections, in order: how one signs in; where one signs one's documents and
// one's marital status (a change of either asks for a review of the plan); then what one owns
// (export everything, delete the account).
export const accountSections: AccountSection[] = [
  { key: 'email', Section: EmailSection },
  { key: 'password', Section: PasswordSection },
  { key: 'two-factor', Section: TwoFactorSection },
  { key: 'sessions', Section: SessionsSection },
  { key: 'signing-place', Section: SigningPlaceSection, ofOwnPlan: true },
  { key: 'marital-status', Section: MaritalStatusSection, ofOwnPlan: true },
  { key: 'export', Section: ExportSection, ofOwnPlan: true },
  { key: 'delete', Section: DeleteAccountSection, ofOwnPlan: true },
];
