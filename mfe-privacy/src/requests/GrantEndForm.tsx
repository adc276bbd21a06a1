import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { grantExpirySchema, type AccessGrant } from '@legacy-planner/contracts';
import { useChangeGrantExpiry } from '../api/changeGrantExpiry';
import { useWriteAccess } from '../access/writeAccess';
import { REQUESTS_VERIFY_NOTE_ID, useEmailGate } from '../access/verifiedEmail';

/** The day a grant ends (its level's default until the owner chooses another), at day's end. */
export function GrantEndForm({ grant }: { grant: AccessGrant }) {
  const controlProps = useEmailGate().gate(REQUESTS_VERIFY_NOTE_ID, useWriteAccess().controlProps);
  const change = useChangeGrantExpiry();
  const [day, setDay] = useState(grant.expiresAt.slice(0, 10));
  const inputId = `grant-end-${grant.id}`;
  // The chosen day's end, checked by the rule the server applies (at most 5 years away).
  const endOfDay = new Date(`${day}T23:59:59`);
  const expiresAt = Number.isNaN(endOfDay.getTime()) ? undefined : endOfDay.toISOString();
  let problem: string | null = null;
  try {
    grantExpirySchema.validateSync({ expiresAt });
  } catch (error) {
    problem = error instanceof Error ? error.message : 'Please choose a date';
  }
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (expiresAt && !problem) change.mutate({ id: grant.id, expiresAt });
      }}
    >
      <TextField
        id={inputId}
        type="date"
        size="small"
        label="Access ends on"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        {...controlProps}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={Boolean(problem) || change.isPending || controlProps.disabled}
        aria-describedby={controlProps['aria-describedby']}
      >
        Change end
      </Button>
    </Stack>
  );
}
