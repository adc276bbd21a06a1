import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SpaIcon from '@mui/icons-material/Spa';
import ShieldIcon from '@mui/icons-material/Shield';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import {
  BrandLogo,
  MainContent,
  PRODUCT_NAME,
  SkipLink,
  useDocumentTitle,
} from '@legacy-planner/shared-ui/pageFrame';
import { PublicLink } from './navigation';
import { OpenMyPlanButton } from './OpenMyPlanButton';
import { usePublicSession } from './session';
import { useStartDemoMode } from './useStartDemoMode';

const benefits = [
  {
    title: 'Peace of Mind',
    text: 'Your wishes are written down, so the people you love never have to guess.',
    icon: <SpaIcon color="primary" fontSize="large" aria-hidden />,
  },
  {
    title: 'Secure & Private',
    text: 'You decide who sees each item, and when: now, in an emergency, or after a verified passing.',
    icon: <ShieldIcon color="primary" fontSize="large" aria-hidden />,
  },
  {
    title: 'All in One Place',
    text: 'Legal, medical and financial documents, wishes, messages and trusted contacts together.',
    icon: <FolderSpecialIcon color="primary" fontSize="large" aria-hidden />,
  },
];

const howItWorks = [
  { title: 'Create your plan', text: 'Sign up and follow the guided journey at your own pace.' },
  { title: 'Add what matters', text: 'Documents, wishes, messages and the people you trust.' },
  {
    title: 'Choose who sees what',
    text: 'Set access for each item, and share an access key or card.',
  },
];

// Placeholders (spec section 2): shown as text until those pages exist.
const footerColumns = [
  { heading: 'Company', items: ['About us', 'Careers', 'Contact'] },
  { heading: 'Legal', items: ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] },
];

export function LandingPage() {
  useDocumentTitle(`${PRODUCT_NAME} · Plan once. Be remembered forever.`);
  const startDemoMode = useStartDemoMode();
  // A signed-in visitor is offered their plan, not a second sign-in (nor a demo in its place).
  const { user } = usePublicSession();
  return (
    <>
      <SkipLink />
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <BrandLogo to="/" linkComponent={PublicLink} />
          </Box>
          {user ? (
            <OpenMyPlanButton />
          ) : (
            <>
              {/* At 360 px the two buttons and the logo share one line: words never break. */}
              <Button component={PublicLink} to="/login" sx={{ whiteSpace: 'nowrap' }}>
                Sign In
              </Button>
              <Button
                component={PublicLink}
                to="/signup"
                variant="contained"
                sx={{ whiteSpace: 'nowrap' }}
              >
                Sign Up
              </Button>
            </>
          )}
        </Toolbar>
      </AppBar>
      <MainContent sx={{ px: 2, maxWidth: 1000, mx: 'auto' }}>
        <Box component="section" sx={{ py: 8, textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
            Plan Once. Be Remembered Forever.
          </Typography>
          <Typography sx={{ mb: 4 }} color="text.secondary">
            Organise your documents, wishes, messages and trusted contacts, and decide who may see
            each of them, and when.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            {user ? (
              <OpenMyPlanButton size="large" />
            ) : (
              <>
                <Button component={PublicLink} to="/signup" variant="contained" size="large">
                  Sign Up
                </Button>
                <Button component={PublicLink} to="/login" variant="outlined" size="large">
                  Sign In
                </Button>
                <Button
                  component={PublicLink}
                  to="/login?demo=true"
                  variant="outlined"
                  size="large"
                >
                  Try Demo Account
                </Button>
                <Button variant="outlined" size="large" onClick={startDemoMode}>
                  Demo Mode (No Account)
                </Button>
              </>
            )}
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="benefits-title" sx={{ py: 4 }}>
          <Typography id="benefits-title" variant="h2" sx={{ mb: 3, textAlign: 'center' }}>
            Why Legacy Planner
          </Typography>
          <Grid container spacing={3}>
            {benefits.map(({ title, text, icon }) => (
              <Grid key={title} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    {icon}
                    <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, my: 1 }}>
                      {title}
                    </Typography>
                    <Typography color="text.secondary">{text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="how-title" sx={{ py: 4 }}>
          <Typography id="how-title" variant="h2" sx={{ mb: 3, textAlign: 'center' }}>
            How it works
          </Typography>
          <Box
            component="ol"
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { md: 'repeat(3, 1fr)' },
              p: 0,
              m: 0,
              listStyle: 'none',
            }}
          >
            {howItWorks.map(({ title, text }, index) => (
              <Box component="li" key={title} sx={{ textAlign: 'center' }}>
                <Typography
                  component="span"
                  sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark' }}
                >
                  {index + 1}
                </Typography>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, my: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>

        <Box
          component="section"
          aria-labelledby="early-access-title"
          sx={{ py: 6, textAlign: 'center' }}
        >
          <Card sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            <CardContent sx={{ py: 5 }}>
              <Typography id="early-access-title" variant="h2" sx={{ mb: 2 }}>
                Interactive Demo Coming Soon
              </Typography>
              <Typography sx={{ mb: 3 }}>
                A guided, interactive tour of a complete legacy plan is on its way. Create your
                account now to be among the first to try it.
              </Typography>
              <Button component={PublicLink} to="/signup" variant="contained" size="large">
                Get Early Access
              </Button>
            </CardContent>
          </Card>
        </Box>
      </MainContent>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 4, py: 4, px: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={6}
          sx={{ maxWidth: 1000, mx: 'auto' }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>Legacy Planner</Typography>
            <Typography variant="body2" color="text.secondary">
              Plan once. Be remembered forever.
            </Typography>
          </Box>
          {footerColumns.map(({ heading, items }) => (
            <Box key={heading}>
              <Typography sx={{ fontWeight: 700 }}>{heading}</Typography>
              {items.map((item) => (
                <Typography key={item} variant="body2" color="text.secondary">
                  {item}
                </Typography>
              ))}
            </Box>
          ))}
        </Stack>
      </Box>
    </>
  );
}
