import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginRequest } from '@legacy-planner/contracts';
import {
  DEFAULT_RETURN_PATH,
  RETURN_PATH_PARAM,
  returnPathFrom,
} from '@legacy-planner/contracts/returnPath';
import { ApiError, apiErrorMessage } from '@legacy-planner/shared-ui';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { signIn } from '../api/signIn';
import { SecondFactorForm } from './SecondFactorForm';
import { SIGN_OUT_FAILED_TOAST, signOut } from '@legacy-planner/shared-ui/session';
import { signUp } from '../api/signUp';
import {
  BrandLogo,
  MainContent,
  pageTitle,
  useDocumentTitle,
} from '@legacy-planner/shared-ui/pageFrame';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { enterApp } from '../enterApp';
import { PublicLink, usePublicNavigation } from '../navigation';
import { OpenMyPlanButton } from '../OpenMyPlanButton';
import { usePublicSession } from '../session';
import { useToast } from '../toasts';
import { useStartDemoMode } from '../useStartDemoMode';
import { OutlinedTextField } from './OutlinedTextField';
import { ProviderButtons } from './ProviderButtons';
import { signInErrorMessage } from './signInErrors';
import { useKeepTypedBeforeHydration } from './useKeepTypedBeforeHydration';

/** After "Account not found" the screen switches to sign-up this much later (spec section 9). */
export const SWITCH_TO_SIGNUP_DELAY_MS = 2000;

const loadAuthRules = () => import(/* webpackPrefetch: true */ './authRules');

type Mode = 'signin' | 'signup';
interface FormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * /login and /signup: one screen, two modes toggled by a link. Signing in or up, and the demo
 * account, open the app at /app (spec section 4), or at the page of the app the visitor asked
 * for before being sent here (?next=), which greets with the toast handed to it.
 */
export function AuthPage({ mode }: { mode: Mode }) {
  const { api, user } = usePublicSession();
  const toast = useToast();
  const { location, navigate } = usePublicNavigation();
  const searchParams = new URLSearchParams(location.search);
  const returnPath = returnPathFrom(searchParams.get(RETURN_PATH_PARAM));
  // Switching between sign-in and sign-up keeps the page to return to.
  const keptSearch = returnPath
    ? `?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath })}`
    : '';
  const [tryingDemo, setTryingDemo] = useState(false);
  // The password was right and two-factor sign-in is on: the code is asked for next.
  const [askingForCode, setAskingForCode] = useState(false);
  const startDemoMode = useStartDemoMode();
  const signingIn = mode === 'signin';
  useDocumentTitle(pageTitle(signingIn ? 'Sign in' : 'Sign up'));
  const carriedEmail = (location.state as { email?: string } | null)?.email ?? '';
  // The pending switch to sign-up after "Account not found", cancelled if the page is left.
  const switchToSignUp = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(switchToSignUp.current), []);

  const formik = useFormik<FormValues>({
    initialValues: { name: '', email: carriedEmail, password: '', confirmPassword: '' },
    // The shared schemas refuse unknown fields: validate only this mode's fields.
    validate: async (values) => {
      const fields = signingIn ? { email: values.email, password: values.password } : values;
      const { loginSchema, signupFormSchema } = await loadAuthRules();
      try {
        await validateYupSchema(fields, signingIn ? loginSchema : signupFormSchema);
        return {};
      } catch (error) {
        return yupToFormErrors<FormValues>(error);
      }
    },
    onSubmit: async ({ name, email, password }) => {
      if (signingIn) await submitSignIn({ email, password });
      else await submitSignUp(name, email, password);
    },
  });
  // The form is pre-rendered: what was typed into it before React took over stays.
  const form = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(form, formik.values, formik.setValues);

  // A failed request says so; a successful one opens the app, which greets with its toast.
  const failed = (title: string, error: unknown, fallback = 'An error occurred') =>
    toast({ title, description: apiErrorMessage(error, fallback), variant: 'destructive' });
  const welcomed = (title: string, description: string) =>
    enterApp({ title, description, variant: 'success' }, returnPath ?? DEFAULT_RETURN_PATH);

  async function submitSignIn(credentials: LoginRequest) {
    try {
      const answer = await signIn(api, credentials);
      if ('twoFactorRequired' in answer) {
        setAskingForCode(true);
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_not_found') {
        toast({
          title: 'Account not found',
          description: "You'll need to create an account first before signing in.",
          variant: 'destructive',
        });
        switchToSignUp.current = window.setTimeout(
          () => navigate(`/signup${keptSearch}`, { state: { email: credentials.email } }),
          SWITCH_TO_SIGNUP_DELAY_MS,
        );
      } else {
        failed('Sign In Failed', error);
      }
      return;
    }
    await welcomed('Welcome back', 'Successfully logged in');
  }

  async function submitSignUp(name: string, email: string, password: string) {
    try {
      await signUp(api, { name, email, password });
    } catch (error) {
      failed('Sign Up Failed', error);
      return;
    }
    await welcomed('Account created', 'Welcome to the product!');
  }

  const startTryDemo = async () => {
    setTryingDemo(true);
    try {
      await signIn(api, (await loadAuthRules()).DEMO_ACCOUNT);
    } catch (error) {
      setTryingDemo(false);
      failed('Demo Login Failed', error, 'Demo account not available');
      return;
    }
    await welcomed('Demo Access Granted', 'You are signed in to the read-only demo account.');
    setTryingDemo(false);
  };

  // Spec section 4: signing out lands on /, signed out (a new page: nothing of the session stays).
  const signOutHere = async () => {
    try {
      await signOut(api);
    } catch {
      toast(SIGN_OUT_FAILED_TOAST);
      return;
    }
    loadPage('/');
  };

  // /login?demo=true is the demo account's entry; ?signInError= reports a provider sign-in, and
  // ?step=code asks for the two-factor code after one.
  const handledEntry = useRef(false);
  useEffect(() => {
    if (handledEntry.current) return;
    handledEntry.current = true;
    const signInError = searchParams.get('signInError');
    if (signInError) {
      toast({
        title: 'Sign In Failed',
        description: signInErrorMessage(signInError),
        variant: 'destructive',
      });
      navigate(location.pathname, { replace: true });
    } else if (searchParams.get('step') === 'code') {
      // A provider sign-in to an account with two-factor sign-in on: its code comes next. Read
      // after hydration, as the page was pre-rendered without it.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read once, on arrival
      setAskingForCode(true);
    } else if (searchParams.get('demo') === 'true') {
      // An arrival that asks for the demo account starts its sign-in, as the button would.
      void startTryDemo();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on arrival
  }, []);

  // Spec section 5: on sign-up, a mismatch or a short password says so in a toast too.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signingIn) {
      const { authMessages, MIN_PASSWORD_LENGTH } = await loadAuthRules();
      const { password, confirmPassword } = formik.values;
      if (password !== confirmPassword) {
        toast({
          title: 'Password mismatch',
          description: authMessages.passwordMismatch,
          variant: 'destructive',
        });
      } else if (password.length < MIN_PASSWORD_LENGTH) {
        toast({
          title: 'Password too short',
          description: authMessages.shortPassword,
          variant: 'destructive',
        });
      }
    }
    formik.handleSubmit();
  };

  const busy = formik.isSubmitting || tryingDemo;
  const fieldProps = (name: keyof FormValues) => ({
    id: name,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled: busy,
    fullWidth: true,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? formik.errors[name] : undefined,
  });

  // A signed-in visitor (not one whose sign-in is under way) is offered their plan instead.
  const signedIn = user !== null && !busy;

  return (
    <>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar>
          <BrandLogo to="/" linkComponent={PublicLink} />
        </Toolbar>
      </AppBar>
      <MainContent sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
        <Card sx={{ maxWidth: 440, width: '100%' }}>
          <CardContent>
            {signedIn ? (
              <Stack spacing={2}>
                <Typography variant="h1">You are signed in</Typography>
                <Typography>Signed in as {user.email}.</Typography>
                <OpenMyPlanButton size="large" />
                <Button onClick={() => void signOutHere()}>Sign Out</Button>
              </Stack>
            ) : askingForCode ? (
              <SecondFactorForm
                onSignedIn={() => welcomed('Welcome back', 'Successfully logged in')}
                onFailed={(error) => failed('Sign In Failed', error)}
              />
            ) : (
              <Stack spacing={2}>
                <Typography variant="h1">{signingIn ? 'Sign In' : 'Create Account'}</Typography>
                <ProviderButtons disabled={busy} returnPath={returnPath} />
                <Stack direction="row" spacing={1}>
                  <Button fullWidth variant="outlined" onClick={startTryDemo} disabled={busy}>
                    Try Demo
                  </Button>
                  <Button fullWidth variant="outlined" onClick={startDemoMode} disabled={busy}>
                    Demo Mode
                  </Button>
                </Stack>
                <Divider>or with your email</Divider>
                <Stack
                  component="form"
                  ref={form}
                  spacing={2}
                  noValidate
                  onSubmit={submit}
                  aria-label={signingIn ? 'Sign in' : 'Sign up'}
                >
                  {!signingIn && (
                    <OutlinedTextField
                      label="Full name"
                      autoComplete="name"
                      {...fieldProps('name')}
                    />
                  )}
                  <OutlinedTextField
                    label="Email"
                    type="email"
                    autoComplete="email"
                    {...fieldProps('email')}
                  />
                  <OutlinedTextField
                    label="Password"
                    type="password"
                    autoComplete={signingIn ? 'current-password' : 'new-password'}
                    {...fieldProps('password')}
                  />
                  {!signingIn && (
                    <OutlinedTextField
                      label="Confirm password"
                      type="password"
                      autoComplete="new-password"
                      {...fieldProps('confirmPassword')}
                    />
                  )}
                  <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {busy ? 'Please wait...' : signingIn ? 'Sign In' : 'Create Account'}
                  </Button>
                </Stack>
                {signingIn && (
                  <Typography variant="body2">
                    {/* A page of the app, not of this light build: a full page load. */}
                    <Link
                      href="/forgot-password"
                      // Alone on its line: a touch target of its own (44 px, WCAG 2.5.8).
                      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                    >
                      Forgot password?
                    </Link>
                  </Typography>
                )}
                <Typography variant="body2">
                  {signingIn ? "Don't have an account? " : 'Already have an account? '}
                  <Link
                    component={PublicLink}
                    to={`${signingIn ? '/signup' : '/login'}${keptSearch}`}
                  >
                    {signingIn ? 'Sign up' : 'Sign in'}
                  </Link>
                </Typography>
              </Stack>
            )}
          </CardContent>
        </Card>
      </MainContent>
    </>
  );
}

export const SignInPage = () => <AuthPage key="signin" mode="signin" />;
export const SignUpPage = () => <AuthPage key="signup" mode="signup" />;
