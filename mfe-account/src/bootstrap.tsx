import { useState } from 'react';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import AccountPage from './AccountPage';
import VerifyEmailReminder from './VerifyEmailReminder';
import ForgotPasswordPage from './passwordReset/ForgotPasswordPage';
import ResetPasswordPage from './passwordReset/ResetPasswordPage';
import VerifyEmailPage from './passwordReset/VerifyEmailPage';
import CheckInPage from './checkIn/CheckInPage';

const pages = {
  '/account': () => (
    <>
      <VerifyEmailReminder />
      <AccountPage />
    </>
  ),
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/verify-email': VerifyEmailPage,
  '/check-in': CheckInPage,
};
type Address = keyof typeof pages;

// Alone, the account remote shows its pages behind tabs instead of the shell's routes (the
// reminder above the account page, where the shell would show it on every other page).
function AccountHarness() {
  const [address, setAddress] = useState<Address>('/account');
  const Page = pages[address];
  return (
    <>
      <Tabs
        value={address}
        onChange={(_event, next: Address) => setAddress(next)}
        aria-label="Account pages"
      >
        {Object.keys(pages).map((path) => (
          <Tab key={path} value={path} label={path} />
        ))}
      </Tabs>
      <Page />
    </>
  );
}

renderStandalone('mfe_account', <AccountHarness />);
