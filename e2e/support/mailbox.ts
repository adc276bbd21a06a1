import { expect } from '@playwright/test';
import { mailboxPort } from './settings';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `address` with this subject, once the app has sent it. */
export async function mailTo(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${mailboxPort}/messages?to=${encodeURIComponent(address)}`,
      );
      const mails = (await response.json()) as Mail[];
      found = mails.filter((mail) => mail.subject === subject).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The address of the link in a mail (`http://…/reset-password?token=…`). */
export function linkIn(mail: Mail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return link!;
}
