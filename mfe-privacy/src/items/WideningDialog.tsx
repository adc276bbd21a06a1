import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { whoCouldSee, type ReleaseSettings } from '@legacy-planner/contracts';
import { capitalized, settingsText } from '../labels';

/**
 * Asks before a sensitive item is released wider than recommended, naming who could then see
 * it. Cancel is focused first, so Enter never widens by accident.
 */
export function WideningDialog({
  title,
  next,
  recommended,
  onCancel,
  onConfirm,
}: {
  title: string;
  next: ReleaseSettings;
  recommended: ReleaseSettings;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const whoId = useId();
  const who = whoCouldSee(next);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={whoId}>
      <DialogTitle id={titleId}>Share “{title}” wider than recommended?</DialogTitle>
      <DialogContent>
        <Typography id={whoId}>
          With {settingsText(next)}, {who.length === 1 ? 'this person' : 'these people'} could see
          it:
        </Typography>
        <ul aria-label="Who could see it">
          {who.map((viewer) => (
            <li key={viewer}>
              <Typography>{capitalized(viewer)}</Typography>
            </li>
          ))}
        </ul>
        <Typography variant="body2" color="text.secondary">
          Recommended: {settingsText(recommended)}.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Share it wider
        </Button>
      </DialogActions>
    </Dialog>
  );
}
