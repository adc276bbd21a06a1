import type { MouseEvent } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

const MAIN_CONTENT_ID = 'main-content';

/** A page's `main` landmark, the skip link's target (focusable by script only). */
export function MainContent(props: Omit<BoxProps<'main'>, 'component' | 'id' | 'tabIndex'>) {
  return <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} {...props} />;
}

/**
 * The first stop of the keyboard on a page with a header: hidden until focused, it moves focus
 * past the header (and the demo banner) to the page's content.
 */
export function SkipLink() {
  // Focus is moved by hand: following the #fragment would add it to the address, and the router
  // would treat that as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 700,
        // Off screen until it has the keyboard focus.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
