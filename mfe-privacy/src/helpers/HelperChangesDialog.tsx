import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { helperChangesQuerySchema, type PlanHelper } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { formatDate, formatDateTime, LoadState } from '@legacy-planner/planner-client';
import { helperChangesQuery } from '../api/helperChangesQuery';

/** How far back the list of a helper's changes starts unless the owner picks another day. */
export const CHANGES_DEFAULT_DAYS = 30;

/** The local day `days` before `now`, as a date field writes it (YYYY-MM-DD). */
export function dayBefore(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** One helper's changes to the plan since a day the owner picks (30 days ago at first). */
export function HelperChangesDialog({
  helper,
  onClose,
}: {
  helper: PlanHelper | null;
  onClose: () => void;
}) {
  const titleId = useId();
  // The helper last shown stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState(helper);
  if (helper && helper !== shown) setShown(helper);
  return (
    <Dialog
      open={helper !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* The dialog drops its content once closed: each opening starts from the default day. */}
      {shown ? (
        <ChangesSince key={shown.id} titleId={titleId} helper={shown} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ChangesSince({
  titleId,
  helper,
  onClose,
}: {
  titleId: string;
  helper: PlanHelper;
  onClose: () => void;
}) {
  const platform = usePlatform();
  const [since, setSince] = useState(() => dayBefore(CHANGES_DEFAULT_DAYS));
  const valid = since !== '' && helperChangesQuerySchema.isValidSync({ since });
  const changes = useQuery({
    ...helperChangesQuery(platform, { helperId: helper.id, since }),
    enabled: valid,
  });
  const sinceText = formatDate(`${since}T00:00:00`);
  return (
    <>
      <DialogTitle id={titleId}>Changes by {helper.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id={`helper-changes-since-${helper.id}`}
            type="date"
            label="Changes since"
            value={since}
            onChange={(event) => setSince(event.target.value)}
            error={!valid}
            helperText={valid ? undefined : 'Please choose a date'}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 240 }}
          />
          {valid ? <LoadState query={changes} what="changes" /> : null}
          {valid && changes.data?.length === 0 ? (
            <Typography>No changes since {sinceText}.</Typography>
          ) : null}
          {valid && changes.data && changes.data.length > 0 ? (
            <Stack
              component="ol"
              aria-label={`Changes by ${helper.name} since ${sinceText}`}
              spacing={1}
              sx={{ p: 0, m: 0 }}
            >
              {[...changes.data]
                .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
                .map((change, index) => (
                  <Stack
                    component="li"
                    key={`${change.at}-${index}`}
                    spacing={0.25}
                    sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', pb: 1 }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{change.detail}</Typography>
                  </Stack>
                ))}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
