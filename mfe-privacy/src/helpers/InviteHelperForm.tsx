import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inviteHelperSchema, type InviteHelperInput } from '@legacy-planner/contracts';
import { apiErrorMessage } from '@legacy-planner/shared-ui';
import { useInviteHelper } from '../api/inviteHelper';
import { RoleSelect } from './RoleSelect';

const blankInvitation: InviteHelperInput = { name: '', email: '', role: 'viewer-helper' };

/**
 * What happens after an invitation, as it is: the server emails it only when it can send email;
 * either way it waits in the plan switcher for whoever signs in with that address.
 */
export function invitationSentText({ name, email }: InviteHelperInput, emailEnabled: boolean) {
  return emailEnabled
    ? `We emailed ${name} an invitation. It waits for them in the plan switcher once they sign in with ${email}.`
    : `Tell ${name} to sign in with ${email}: the invitation waits for them in the plan switcher.`;
}

/**
 * Invites someone by email, as "Can view" unless "Can edit" is chosen, checked by the
 * contracts' invitation schema; the API's refusal is shown as it says it.
 */
export function InviteHelperForm({
  emailEnabled,
  controlProps,
}: {
  emailEnabled: boolean;
  controlProps: { disabled?: boolean; 'aria-describedby'?: string };
}) {
  const invite = useInviteHelper();
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik<InviteHelperInput>({
    initialValues: blankInvitation,
    validationSchema: inviteHelperSchema,
    async onSubmit(values, { resetForm }) {
      setSent(null);
      setRefusal(null);
      const invitation = { ...values, name: values.name.trim(), email: values.email.trim() };
      try {
        await invite.mutateAsync(invitation);
        setSent(invitationSentText(invitation, emailEnabled));
        resetForm();
      } catch (error) {
        setRefusal(apiErrorMessage(error, 'The invitation could not be made. Please try again.'));
      }
    },
  });
  const errorOf = (field: keyof InviteHelperInput) =>
    formik.touched[field] ? formik.errors[field] : undefined;
  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="h6">
        Invite someone to help
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label="Invite someone to help"
        onSubmit={formik.handleSubmit}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          id="invite-helper-name"
          name="name"
          label="Their name"
          autoComplete="off"
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errorOf('name'))}
          helperText={errorOf('name')}
          required
          {...controlProps}
        />
        <TextField
          id="invite-helper-email"
          name="email"
          type="email"
          label="Their email"
          autoComplete="off"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errorOf('email'))}
          helperText={errorOf('email')}
          required
          {...controlProps}
        />
        <RoleSelect
          id="invite-helper-role"
          name="role"
          label="They may"
          value={formik.values.role}
          onRole={(role) => void formik.setFieldValue('role', role)}
          error={Boolean(errorOf('role'))}
          helperText={errorOf('role')}
          sx={{ minWidth: 160, maxWidth: { md: 320 } }}
          {...controlProps}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: { md: 1 }, flexShrink: 0 }}
          {...controlProps}
          disabled={controlProps.disabled || formik.isSubmitting}
        >
          {formik.isSubmitting ? 'Please wait...' : 'Invite'}
        </Button>
      </Stack>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : null}
    </Stack>
  );
}
