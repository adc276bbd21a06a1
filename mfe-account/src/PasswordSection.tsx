import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { Section } from '@legacy-planner/planner-client';
import { changePassword } from './api/changePassword';
import { accountSessionsQueryKey } from './api/accountSessions';
import { FormikTextField } from '@legacy-planner/shared-ui/forms';
import { validateWith } from './passwordReset/yupForm';
import { useAccountAction } from './useAccountAction';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const fields: { name: keyof Values; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** Changing the password: asks for the current one; every other device is signed out. */
export function PasswordSection() {
  const { api, queryClient } = usePlatform();
  const { busy, run } = useAccountAction();
  const formik = useFormik<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateWith<Values>(changePasswordFormSchema),
    onSubmit: async ({ currentPassword, newPassword }, { resetForm }) => {
      const changed = await run(() => changePassword(api, { currentPassword, newPassword }), {
        title: 'Password changed',
        description: 'Every other device was signed out.',
      });
      if (changed) {
        resetForm();
        await queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey });
      }
    },
  });

  return (
    <Section id="account-password" title="Password">
      <Stack
        component="form"
        spacing={2}
        noValidate
        aria-label="Change password"
        onSubmit={formik.handleSubmit}
      >
        {fields.map(({ name, label, autoComplete }) => (
          <FormikTextField
            key={name}
            formik={formik}
            id={name}
            name={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            fullWidth
          />
        ))}
        <Button
          type="submit"
          variant="outlined"
          disabled={formik.isSubmitting || busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          Change password
        </Button>
      </Stack>
    </Section>
  );
}
