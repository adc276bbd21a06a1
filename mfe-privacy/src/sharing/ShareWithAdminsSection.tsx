import { useQuery } from '@tanstack/react-query';
import { SHARING_OFF_NOTICE } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { preferencesQuery } from '../api/preferencesQuery';
import { useUpdatePreferences } from '../api/updatePreferences';
import { useWriteAccess } from '../access/writeAccess';
import { VerifyEmailNote, useEmailGate } from '../access/verifiedEmail';
import { LoadState, Section } from '@legacy-planner/planner-client';

/** Whether the administrators' Airtable sync may include this plan (off by default). */
const VERIFY_NOTE_ID = 'share-with-admins-verify-email';

export function ShareWithAdminsSection() {
  const platform = usePlatform();
  const preferences = useQuery(preferencesQuery(platform));
  const update = useUpdatePreferences();
  const controlProps = useEmailGate().gate(VERIFY_NOTE_ID, useWriteAccess().controlProps);
  const turnedOff = update.isSuccess && update.data.shareWithAdmins === false;
  return (
    <Section
      id="share-with-admins"
      title="Share with the administrators"
      intro="When on, the administrators’ Airtable sync copies your documents, wishes, contacts and activities (titles, categories, statuses and dates) to their Airtable base, and each sync is written to your access log. It is off unless you turn it on."
    >
      <VerifyEmailNote id={VERIFY_NOTE_ID} />
      <LoadState query={preferences} what="sharing choice" />
      {preferences.data ? (
        <FormControlLabel
          control={
            <Switch
              checked={preferences.data.shareWithAdmins}
              onChange={(event) => update.mutate({ shareWithAdmins: event.target.checked })}
              disabled={controlProps.disabled || update.isPending}
              slotProps={{ input: { 'aria-describedby': controlProps['aria-describedby'] } }}
            />
          }
          label="Share my plan with the administrators"
        />
      ) : null}
      {turnedOff ? (
        <Alert severity="info" role="status">
          {SHARING_OFF_NOTICE}
        </Alert>
      ) : null}
    </Section>
  );
}
