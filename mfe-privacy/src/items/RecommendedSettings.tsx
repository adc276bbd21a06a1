import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { LoadState } from '@legacy-planner/planner-client';
import { useApplyRecommended } from '../api/applyRecommended';
import { foundItemsQuery } from '../api/foundItemsQuery';
import { useWriteAccess } from '../access/writeAccess';
import { settingsText } from '../labels';

/**
 * "Use the recommended settings": lists the items whose settings differ from those recommended
 * for their kind (the first page of them, and how many more), from what each is to
 * what it would be, and applies them all once confirmed.
 */
export function RecommendedSettings({ differing }: { differing: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Use the recommended settings
      </Button>
      {open ? <RecommendedDialog differing={differing} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RecommendedDialog({ differing, onClose }: { differing: number; onClose: () => void }) {
  const apply = useApplyRecommended();
  const { controlProps } = useWriteAccess();
  const titleId = useId();
  // The first page of them: a plan of thousands lists the first ones and says how many more.
  const found = useInfiniteQuery(foundItemsQuery(usePlatform(), { differing: 'true' }, 0));
  const first = found.data?.pages[0];
  // The overview's count until the list comes, then the list's own.
  const total = first?.total ?? differing;
  const count = total === 1 ? '1 item' : `${total} items`;
  const listed = first?.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Use the recommended settings?</DialogTitle>
      <DialogContent>
        {total === 0 ? (
          <Typography>Every item already has the recommended settings.</Typography>
        ) : (
          <>
            <Typography>
              {count} would change. Messages stay with their recipient, and files that follow their
              document change with it.
            </Typography>
            <LoadState query={found} what="changes" />
            {listed.length > 0 ? (
              <ul aria-label="Changes">
                {listed.map((item) => (
                  <li key={`${item.type}-${item.id}`}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      <strong>{item.title}</strong>: {settingsText(item)} →{' '}
                      {settingsText(item.recommended)}
                    </Typography>
                  </li>
                ))}
              </ul>
            ) : null}
            {total > listed.length && listed.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                And {total - listed.length} more, each to the settings recommended for its kind.
              </Typography>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={apply.isPending}>
          {total === 0 ? 'Close' : 'Cancel'}
        </Button>
        {total > 0 ? (
          <Button
            variant="contained"
            onClick={async () => {
              try {
                await apply.mutateAsync();
                onClose();
              } catch {
                // The failure toast has been shown; the list stays for another try.
              }
            }}
            {...controlProps}
            disabled={controlProps.disabled || apply.isPending}
          >
            {apply.isPending ? 'Please wait...' : `Apply to ${count}`}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
