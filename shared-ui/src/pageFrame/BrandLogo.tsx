import type { ElementType } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SpaIcon from '@mui/icons-material/Spa';
import { PRODUCT_NAME } from './useDocumentTitle';

/**
 * The product's mark and name, leading home (`/`, or `/app` inside the app), through the link
 * of the page it is on (the app's router link, or the public pages' own).
 */
export function BrandLogo({
  to,
  linkComponent,
}: {
  to: string;
  linkComponent: ElementType<{ to: string }>;
}) {
  return (
    <Link
      component={linkComponent}
      to={to}
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 }}
    >
      <SpaIcon aria-hidden sx={{ color: 'primary.dark' }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        {PRODUCT_NAME}
      </Typography>
    </Link>
  );
}
