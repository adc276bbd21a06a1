import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@legacy-planner/contracts';
import type { QueuedUpload } from './uploadSlice';

export interface UploadQueueListProps {
  uploads: QueuedUpload[];
  onClearFinished: () => void;
}

function UploadStatus({ upload }: { upload: QueuedUpload }) {
  if (upload.state === 'failed') {
    return (
      <Typography variant="body2" color="error">
        {upload.error}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant="determinate"
        value={upload.progress}
        aria-label={`Uploading ${upload.name}`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: '5em', textAlign: 'right' }}>
        {upload.state === 'done' ? 'Uploaded' : `${upload.progress}%`}
      </Typography>
    </Stack>
  );
}

/** Each file sent or refused in this visit, with its progress bar or its reason. */
export function UploadQueueList({ uploads, onClearFinished }: UploadQueueListProps) {
  if (uploads.length === 0) return null;
  return (
    <Stack spacing={1}>
      <List aria-label="Uploads" disablePadding>
        {uploads.map((upload) => (
          <ListItem key={upload.id} disableGutters sx={{ display: 'block' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {upload.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({formatFileSize(upload.size)})
              </Typography>
            </Typography>
            <UploadStatus upload={upload} />
          </ListItem>
        ))}
      </List>
      {uploads.some((upload) => upload.state !== 'uploading') && (
        <Button onClick={onClearFinished} sx={{ alignSelf: 'flex-start' }}>
          Clear finished uploads
        </Button>
      )}
    </Stack>
  );
}
