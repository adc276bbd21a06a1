import { createTheme } from '@mui/material/styles';

export const brandPrimary = '#A28EFF';
// #A28EFF on white is 2.7:1, too faint for text (WCAG AA asks 4.5:1). Wherever the primary
// colour is used as text (text and outlined buttons, links, selected tabs) this darker
// shade of the same violet is used instead (6.7:1 on white).
export const brandPrimaryText = '#5B44C9';

// One theme for the whole platform, provided once by the shell. Remotes bundle their own MUI
// components and read this theme through emotion's singleton ThemeContext, so it may set
// palette, typography, shape and styleOverrides but never `components.*.defaultProps`: default
// props travel through a per-build MUI context and would silently not apply inside remotes.
export const theme = createTheme({
  palette: {
    primary: { main: brandPrimary, dark: brandPrimaryText, contrastText: '#1b1340' },
    secondary: { main: '#4b3f8f' },
    background: { default: '#f7f5ff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: brandPrimaryText } },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: brandPrimaryText, borderColor: brandPrimaryText },
            },
          ],
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
