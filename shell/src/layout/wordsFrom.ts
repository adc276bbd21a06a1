/** The class of a button's words, shown only from the breakpoint given to `wordsFrom`. */
export const WORDS = 'words';

/**
 * A header button that is its start icon alone below a breakpoint (a phone's header has no room
 * for its words) and its icon and words from there up. One element, named by an aria-label
 * that is its words, so it has one tab stop and one name at every width; chosen by CSS, so the
 * pre-rendered header is already right.
 */
export function wordsFrom(breakpoint: 'sm' | 'md') {
  return {
    minWidth: { xs: 44, [breakpoint]: 64 },
    [`& .${WORDS}, & .MuiButton-endIcon`]: { display: { xs: 'none', [breakpoint]: 'inherit' } },
    '& .MuiButton-startIcon': {
      mx: { xs: 0 },
      ml: { [breakpoint]: -0.5 },
      mr: { [breakpoint]: 1 },
    },
  };
}
