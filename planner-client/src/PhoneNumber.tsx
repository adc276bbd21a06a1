import Link from '@mui/material/Link';
import { telHref } from './telHref';

/** A phone number as the plan holds it, linked for a phone to dial when it has digits. */
export function PhoneNumber({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <Link href={href}>{phone}</Link> : <>{phone}</>;
}
