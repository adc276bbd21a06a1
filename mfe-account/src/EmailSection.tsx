import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MAIL_NOT_CONFIGURED,
  changeEmailSchema,
  type ChangeEmailRequest,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { Section } from '@legacy-planner/planner-client';
import { changeEmail } from './api/changeEmail';
import { FormikTextField } from '@legacy-planner/shared-ui/forms';
import { validateWith } from './passwordReset/yupForm';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useAccountAction } from './useAccountAction';
import { useAccountSecurity } from '@legacy-planner/planner-client';

/** The email: whether it is verified (with "send again"), and changing it through a link. */
export function EmailSection() {
  const { api } = usePlatform();
  const { security } = useAccountSecurity();
  const { busy, run } = useAccountAction();
  const formik = useFormik<ChangeEmailRequest>({
    initialValues: { email: '', password: '' },
    validate: validateWith<ChangeEmailRequest>(changeEmailSchema),
    onSubmit: async (values, { resetForm }) => {
      const sent = await run(() => changeEmail(api, values), {
        title: 'Check your inbox',
        description: `We sent a link to ${values.email}. Your email changes when you open it.`,
      });
      if (sent) resetForm();
    },
  });

  return (
    <Section id="account-email" title="Email">
      {security && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{security.email}</Typography>
          <Chip
            size="small"
            // Not verified: the default chip (dark text); MUI's warning chip reads 3:1.
            color={security.emailVerified ? 'success' : 'default'}
            label={security.emailVerified ? 'Verified' : 'Not verified yet'}
          />
        </Stack>
      )}
      {security && !security.emailVerified && security.emailEnabled && (
        <Alert severity="info" action={<ResendVerificationButton email={security.email} />}>
          Please confirm your email with the link we sent you, so you can always get back into your
          account.
        </Alert>
      )}
      {security && !security.emailEnabled && (
        <Alert severity="info">
          {security.emailVerified
            ? MAIL_NOT_CONFIGURED.changeEmail
            : MAIL_NOT_CONFIGURED.verifyEmail}
        </Alert>
      )}
      {security?.emailEnabled !== false && (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label="Change email"
          onSubmit={formik.handleSubmit}
        >
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Change email
          </Typography>
          <FormikTextField
            formik={formik}
            id="new-email"
            name="email"
            label="New email"
            type="email"
            autoComplete="email"
            fullWidth
          />
          <FormikTextField
            formik={formik}
            id="email-password"
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={formik.isSubmitting || busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send confirmation link
          </Button>
        </Stack>
      )}
    </Section>
  );
}
