import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo, MainContent, SkipLink } from '@legacy-planner/shared-ui/pageFrame';

/** The frame of the public access pages: the product's name (home) and the page, no account. */
export function AccessFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar>
          <BrandLogo to="/" linkComponent={RouterLink} />
        </Toolbar>
      </AppBar>
      <MainContent sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
        {children}
      </MainContent>
    </>
  );
}
