import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordFormSchema } from '@legacy-planner/contracts';
import { ApiError, apiErrorMessage, useAddressQuery, usePlatform } from '@legacy-planner/shared-ui';
import { resetPassword } from '../api/resetPassword';
import { FormikTextField } from '@legacy-planner/shared-ui/forms';
import { validateWith } from './yupForm';

interface Values {
  password: string;
  confirmPassword: string;
}

/**
 * /reset-password?token=…, public: the emailed link's page. A new password (the rules of
 * sign-up) ends every session of the account; the visitor then signs in with it.
 */
export default function ResetPasswordPage() {
  const { api, navigate } = usePlatform();
  const searchParams = useAddressQuery();
  // Read once, then taken out of the address: the link must not stay in the browser's history
  // for the next person at this computer.
  const [token] = useState(() => searchParams.get('token') ?? '');
  useEffect(() => {
    if (searchParams.has('token')) navigate('/reset-password', { replace: true });
  }, [searchParams, navigate]);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<{ text: string; linkUsed: boolean } | null>(null);
  const formik = useFormik<Values>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateWith<Values>(resetPasswordFormSchema),
    onSubmit: async ({ password }) => {
      setProblem(null);
      try {
        await resetPassword(api, { token, password });
        setDone(true);
      } catch (error) {
        // The form checked the password: a refusal here is about the link.
        const linkUsed =
          error instanceof ApiError &&
          (error.code === 'invalid_link' || error.code === 'validation_failed');
        setProblem({ text: apiErrorMessage(error, 'An error occurred'), linkUsed });
      }
    },
  });
  const field = (name: keyof Values, label: string) => (
    <FormikTextField
      formik={formik}
      id={name}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      disabled={formik.isSubmitting}
      fullWidth
    />
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <Typography variant="h1">Choose a new password</Typography>
      {done ? (
        <>
          <Alert severity="success" role="status">
            Your password is changed. Every device signed in to your account was signed out.
          </Alert>
          <Button variant="contained" href="/login">
            Sign In
          </Button>
        </>
      ) : (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label="Choose a new password"
          onSubmit={formik.handleSubmit}
        >
          {field('password', 'New password')}
          {field('confirmPassword', 'Confirm new password')}
          {problem && (
            <Alert severity="error">
              {problem.text}{' '}
              {problem.linkUsed && <Link href="/forgot-password">Ask for a new link</Link>}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Please wait...' : 'Save new password'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
