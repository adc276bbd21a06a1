import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  maritalStatuses,
  maritalStatusLabels,
  type MaritalStatus,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { Section } from '@legacy-planner/planner-client';
import { setMaritalStatus } from './api/setMaritalStatus';
import { useAccountAction } from './useAccountAction';

/**
 * The owner's marital status: a marriage, a separation, a divorce or a death changes who inherits
 * and who decides for them, so a change of it puts "Your plan may need a review" on the
 * dashboard.
 */
export function MaritalStatusSection() {
  const { api, user, updateUser, isReadOnly } = usePlatform();
  const saved = user?.maritalStatus ?? null;
  const [status, setStatus] = useState<MaritalStatus | ''>(saved ?? '');
  const { busy, run } = useAccountAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    await run(async () => updateUser(await setMaritalStatus(api, status)), {
      title: 'Saved',
      description: `Your marital status: ${maritalStatusLabels[status]}.`,
    });
  };

  return (
    <Section
      id="marital-status"
      title="Marital status"
      intro="A marriage, a separation, a divorce or a death changes who inherits and who may decide for you. When you change it here, your dashboard asks you to review your plan."
    >
      <Typography>{saved ? `${maritalStatusLabels[saved]}.` : 'Not said yet.'}</Typography>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        useFlexGap
        aria-label="Marital status"
        onSubmit={save}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          id="account-marital-status"
          label="Marital status"
          value={status}
          disabled={isReadOnly}
          onChange={(event) => setStatus(event.target.value as MaritalStatus | '')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260, maxWidth: '100%' }}
        >
          <option value="" disabled>
            Choose one
          </option>
          {maritalStatuses.map((code) => (
            <option key={code} value={code}>
              {maritalStatusLabels[code]}
            </option>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="outlined"
          disabled={isReadOnly || busy || !status || status === saved}
        >
          Save status
        </Button>
      </Stack>
    </Section>
  );
}
