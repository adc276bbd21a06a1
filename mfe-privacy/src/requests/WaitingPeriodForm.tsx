import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  privacySettingsSchema,
  WAITING_PERIOD_DAYS,
  type PrivacySettings,
} from '@legacy-planner/contracts';
import { useUpdateSettings } from '../api/updateSettings';
import { useWriteAccess } from '../access/writeAccess';
import { REQUESTS_VERIFY_NOTE_ID, useEmailGate } from '../access/verifiedEmail';

/** The field's text as the schema's number (an empty field is no number at all). */
const daysOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The waiting period: how many days a full request waits for the owner before it is granted
 * (1 to 30), checked by the contracts' settings schema.
 */
export function WaitingPeriodForm({ settings }: { settings: PrivacySettings | undefined }) {
  const update = useUpdateSettings();
  const controlProps = useEmailGate().gate(REQUESTS_VERIFY_NOTE_ID, useWriteAccess().controlProps);
  const formik = useFormik({
    initialValues: {
      waitingPeriodDays: String(settings?.waitingPeriodDays ?? WAITING_PERIOD_DAYS.default),
    },
    enableReinitialize: true,
    validate: async ({ waitingPeriodDays }) => {
      try {
        await privacySettingsSchema.validate({ waitingPeriodDays: daysOf(waitingPeriodDays) });
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') {
          return { waitingPeriodDays: error.message };
        }
        throw error;
      }
    },
    async onSubmit({ waitingPeriodDays }) {
      try {
        await update.mutateAsync({ waitingPeriodDays: Number(waitingPeriodDays) });
      } catch {
        // The failure toast has been shown.
      }
    },
  });
  const error = formik.touched.waitingPeriodDays ? formik.errors.waitingPeriodDays : undefined;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h6">
        Waiting period
      </Typography>
      <Typography id="waiting-period-explained" variant="body2">
        A full access request is granted after this many days unless you reject it first (
        {WAITING_PERIOD_DAYS.min} to {WAITING_PERIOD_DAYS.max} days).
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id="waiting-period"
          name="waitingPeriodDays"
          type="number"
          label="Waiting period (days)"
          value={formik.values.waitingPeriodDays}
          onChange={(event) => void formik.setFieldValue('waitingPeriodDays', event.target.value)}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: { min: WAITING_PERIOD_DAYS.min, max: WAITING_PERIOD_DAYS.max, step: 1 },
          }}
          sx={{ maxWidth: { sm: 360 } }}
          {...controlProps}
        />
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: { sm: 1 } }}
          {...controlProps}
          disabled={controlProps.disabled || formik.isSubmitting || !settings}
        >
          {formik.isSubmitting ? 'Please wait...' : 'Save Waiting Period'}
        </Button>
      </Stack>
    </Stack>
  );
}
