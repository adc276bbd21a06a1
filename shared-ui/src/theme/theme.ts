import { createTheme, type Theme } from '@mui/material/styles';

export const brandPrimary = '#A28EFF';
// #A28EFF on white is 2.7:1, too faint for text (WCAG AA asks 4.5:1). Wherever the primary
// colour is used as text (text and outlined buttons, links, selected tabs, focused labels) or
// marks a control's state (focused field border, checked radio or checkbox: 3:1 asked), this
// darker shade of the same violet is used instead (6.7:1 on white).
export const brandPrimaryText = '#5B44C9';
// The ink on primary buttons (6.5:1 on the brand colour).
const brandPrimaryInk = '#1b1340';
// A contained primary button under the pointer. MUI would darken it to palette.primary.dark
// (the text shade above), leaving its ink at 2.6:1; this shade keeps 5.1:1.
const brandPrimaryHover = '#8F78FA';

// The keyboard focus ring (WCAG 2.4.7 and 1.4.11), drawn by MUI on every control it renders in
// the Mui-focusVisible state: a dark ring between two white ones. The dark ring stands out 3:1
// and more on the light surfaces (white, the pale violet page, the yellow demo banner), the white
// ones on the dark violet cards (WCAG technique C40). Components that an overflow could clip
// (tabs, the bottom navigation, menu items) draw it inset.
export const focusRingColor = brandPrimaryInk;
const focusRing = {
  outline: `2px solid ${focusRingColor}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 5px #fff',
};

// WCAG 2.5.5: on phones, every control is at least 44 × 44 CSS pixels to touch.
const TOUCH_TARGET_PX = 44;
const onPhones = (theme: Theme) => theme.breakpoints.down('sm');

// One theme for the whole platform, provided once by the shell. Remotes bundle their own MUI
// components and read this theme through emotion's singleton ThemeContext, so it may set
// palette, typography, shape and styleOverrides but never `components.*.defaultProps`: default
// props travel through a per-build MUI context and would silently not apply inside remotes.
export const theme = createTheme({
  palette: {
    primary: { main: brandPrimary, dark: brandPrimaryText, contrastText: brandPrimaryInk },
    secondary: { main: '#4b3f8f' },
    background: { default: '#f7f5ff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
  },
  focusVisible: focusRing,
  // Component transitions (a button's hover colour, a dialog's fade) are skipped for people who
  // ask their system for reduced motion.
  motion: { reducedMotion: 'system' },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Plain links, buttons and <summary> elements that MUI does not draw get the same ring
        // (zero specificity: a component's own focus style still wins).
        ':where(a, button, summary):focus-visible': focusRing,
        // Focus the app moves to a container (the skip link's target) marks no control.
        ':where([tabindex="-1"]:focus)': { outline: 'none' },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          [onPhones(theme)]: { minHeight: TOUCH_TARGET_PX },
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: brandPrimaryText } },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: brandPrimaryText, borderColor: brandPrimaryText },
            },
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                '@media (hover: hover)': {
                  '&:hover': { '--variant-containedBg': brandPrimaryHover },
                },
              },
            },
          ],
        }),
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          [onPhones(theme)]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX },
        }),
      },
    },
    MuiRadio: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-checked': { color: brandPrimaryText },
          // 24 px icon + 2 × 10 px.
          [onPhones(theme)]: { padding: 10 },
        }),
      },
    },
    MuiCheckbox: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-checked': { color: brandPrimaryText },
          [onPhones(theme)]: { padding: 10 },
        }),
      },
    },
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused': { color: brandPrimaryText } } },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: brandPrimaryText },
        },
      },
    },
    MuiLink: { styleOverrides: { root: { color: brandPrimaryText } } },
    MuiBottomNavigationAction: {
      styleOverrides: { root: { '&.Mui-selected': { color: brandPrimaryText } } },
    },
    MuiTab: {
      styleOverrides: { root: { '&.Mui-selected': { color: brandPrimaryText } } },
    },
  },
});
