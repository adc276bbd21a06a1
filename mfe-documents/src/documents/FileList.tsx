import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize, type FileItem } from '@legacy-planner/contracts';
import { fileContentUrl } from '../api/fileContentUrl';
import { useWriteAccess } from '../access/writeAccess';
import { fileStatusLabels } from './labels';

export interface FileListProps {
  files: FileItem[];
  /** Names the list for assistive technology ("Files of Will", "Other files"). */
  label: string;
  onVerify: (file: FileItem) => void;
  /** Asks to remove the file (the documents list confirms first). */
  onRemove: (file: FileItem) => void;
}

/** Files with their size and status: download, Verify and remove. */
export function FileList({ files, label, onVerify, onRemove }: FileListProps) {
  const { controlProps } = useWriteAccess();
  if (files.length === 0) {
    return <Typography variant="body2">No files attached yet.</Typography>;
  }
  return (
    <List aria-label={label} disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} disableGutters divider sx={{ display: 'block' }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0, flexGrow: 1 }}>
              {file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(file.size)}
            </Typography>
            <Chip size="small" label={fileStatusLabels[file.status]} />
          </Stack>
          {file.tags.length > 0 ? (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {file.tags.map((tag) => (
                <Chip key={tag} size="small" variant="outlined" label={tag} />
              ))}
            </Stack>
          ) : null}
          {file.notes ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file.notes}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
            <Button
              component="a"
              href={fileContentUrl(file.id)}
              download={file.name}
              size="small"
              aria-label={`Download ${file.name}`}
            >
              Download
            </Button>
            <Button
              size="small"
              aria-label={`Verify ${file.name}`}
              onClick={() => onVerify(file)}
              {...controlProps}
              disabled={controlProps.disabled || file.status === 'verified'}
            >
              Verify
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Remove ${file.name}`}
              onClick={() => onRemove(file)}
              {...controlProps}
            >
              Remove
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
