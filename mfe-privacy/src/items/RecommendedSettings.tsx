import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PrivacyItem } from '@legacy-planner/contracts';
import { useApplyRecommended } from '../api/applyRecommended';
import { useWriteAccess } from '../access/writeAccess';
import { settingsText } from '../labels';
import { differingFromRecommended } from './itemLists';

/**
 * "Use the recommended settings": lists every item whose settings differ from those recommended
 * for its kind, from what it is to what it would be, and applies them all once confirmed.
 */
export function RecommendedSettings({ items }: { items: readonly PrivacyItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Use the recommended settings
      </Button>
      {open ? (
        <RecommendedDialog
          changes={differingFromRecommended(items)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function RecommendedDialog({ changes, onClose }: { changes: PrivacyItem[]; onClose: () => void }) {
  const apply = useApplyRecommended();
  const { controlProps } = useWriteAccess();
  const titleId = useId();
  const count = changes.length === 1 ? '1 item' : `${changes.length} items`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Use the recommended settings?</DialogTitle>
      <DialogContent>
        {changes.length === 0 ? (
          <Typography>Every item already has the recommended settings.</Typography>
        ) : (
          <>
            <Typography>
              {count} would change. Messages stay with their recipient, and files that follow their
              document change with it.
            </Typography>
            <ul aria-label="Changes">
              {changes.map((item) => (
                <li key={`${item.type}-${item.id}`}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{item.title}</strong>: {settingsText(item)} →{' '}
                    {settingsText(item.recommended)}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={apply.isPending}>
          {changes.length === 0 ? 'Close' : 'Cancel'}
        </Button>
        {changes.length > 0 ? (
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
