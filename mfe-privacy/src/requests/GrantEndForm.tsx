import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AccessGrant } from '@legacy-planner/contracts';
import { useChangeGrantExpiry } from '../api/changeGrantExpiry';
import { useWriteAccess } from '../access/writeAccess';

/** The day a grant ends (its level's default until the owner chooses another), at day's end. */
export function GrantEndForm({ grant }: { grant: AccessGrant }) {
  const { controlProps } = useWriteAccess();
  const change = useChangeGrantExpiry();
  const [day, setDay] = useState(grant.expiresAt.slice(0, 10));
  const inputId = `grant-end-${grant.id}`;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ id: grant.id, expiresAt: new Date(`${day}T23:59:59`).toISOString() });
      }}
    >
      <TextField
        id={inputId}
        type="date"
        size="small"
        label="Access ends on"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        {...controlProps}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={!day || change.isPending || controlProps.disabled}
        aria-describedby={controlProps['aria-describedby']}
      >
        Change end
      </Button>
    </Stack>
  );
}
