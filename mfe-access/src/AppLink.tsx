import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { useAppLink } from '@legacy-planner/shared-ui';

/** A text link to a page of the product, followed by the shell's router. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link {...useAppLink(to)}>{children}</Link>;
}
