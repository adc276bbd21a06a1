import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAIL_NOT_CONFIGURED, forgotPasswordSchema } from '@legacy-planner/contracts';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { getAuthProviders } from '@legacy-planner/planner-client/authProviders';
import { forgotPassword } from '../api/forgotPassword';
import { FormikTextField } from '@legacy-planner/shared-ui/forms';
import { validateWith } from './yupForm';

/**
 * /forgot-password, public: asks for the email and mails a reset link. The answer is the same
 * whether or not an account uses the email. On a server that sends no email it offers no form:
 * it says so, and that the administrator can make a reset link.
 */
export default function ForgotPasswordPage() {
  const { api } = usePlatform();
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Until the server answers (or if it cannot), the form is offered: the send route itself
  // refuses when no mail can go out.
  const [mailOff, setMailOff] = useState(false);
  useEffect(() => {
    let current = true;
    getAuthProviders(api).then(
      (providers) => current && setMailOff(providers.emailEnabled === false),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  const formik = useFormik({
    initialValues: { email: '' },
    validate: validateWith<{ email: string }>(forgotPasswordSchema),
    onSubmit: async (values) => {
      setProblem(null);
      try {
        setAnswer((await forgotPassword(api, values)).message);
      } catch (error) {
        setProblem(apiErrorMessage(error, 'An error occurred'));
      }
    },
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <Typography variant="h1">Forgot password?</Typography>
      {mailOff ? (
        <Alert severity="info" role="status">
          {MAIL_NOT_CONFIGURED.resetPassword}
        </Alert>
      ) : answer ? (
        <Alert severity="success" role="status">
          {answer} The link works once, within 30 minutes.
        </Alert>
      ) : (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label="Forgot password"
          onSubmit={formik.handleSubmit}
        >
          <Typography>
            Enter the email of your account and we will send you a link to choose a new password.
          </Typography>
          <FormikTextField
            formik={formik}
            id="email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            disabled={formik.isSubmitting}
            fullWidth
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Please wait...' : 'Send the link'}
          </Button>
        </Stack>
      )}
      <Link href="/login">Back to sign in</Link>
    </Stack>
  );
}
