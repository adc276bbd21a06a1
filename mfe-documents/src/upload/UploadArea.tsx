import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  acceptAttribute,
  fileFields,
  parseTags,
  uploadHint,
  type PlanDocument,
} from '@legacy-planner/contracts';
import { useWriteAccess } from '../access/writeAccess';
import { StorageUsage } from './StorageUsage';
import { UploadQueueList } from './UploadQueueList';
import { useUploadQueue } from './useUploadQueue';

export const UPLOAD_AREA_ID = 'documents-upload-area';
const HINT_ID = 'documents-upload-hint';
const NO_DOCUMENT = '';

/** The shared rules for an upload's tags and notes: the first refusal of each, or null. */
function uploadDetailsError(tagsText: string, notes: string) {
  const messageOf = (check: () => unknown) => {
    try {
      check();
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };
  const tags = messageOf(() => fileFields.tags.validateSync(parseTags(tagsText)));
  const note = messageOf(() => fileFields.notes.validateSync(notes));
  return tags || note ? { tags, notes: note } : null;
}

/** Drop or pick files, choose the document they belong to, and follow each upload. */
export function UploadArea({ documents }: { documents: readonly PlanDocument[] }) {
  const { canWrite, controlProps } = useWriteAccess();
  const { entries, upload, clearFinished } = useUploadQueue();
  const [documentId, setDocumentId] = useState(NO_DOCUMENT);
  const [tagsText, setTagsText] = useState('');
  const [notes, setNotes] = useState('');
  const detailsError = uploadDetailsError(tagsText, notes);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const send = (files: FileList | null) => {
    if (!canWrite || !files || files.length === 0 || detailsError) return;
    const target = documents.find((document) => document.id === documentId) ?? null;
    void upload(Array.from(files), target, { tags: parseTags(tagsText), notes });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <Card component="section" id={UPLOAD_AREA_ID} aria-labelledby="upload-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="upload-title" variant="h2">
            Upload Files
          </Typography>
          <TextField
            select
            label="Attach to"
            value={documentId}
            onChange={(event) => setDocumentId(event.target.value)}
            // "No document" is a choice, not an empty field: show it, with the label above.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            {...controlProps}
          >
            <MenuItem value={NO_DOCUMENT}>No document (Other files)</MenuItem>
            {documents.map((document) => (
              <MenuItem key={document.id} value={document.id}>
                {document.title}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Tags"
              value={tagsText}
              onChange={(event) => setTagsText(event.target.value)}
              error={Boolean(detailsError?.tags)}
              helperText={detailsError?.tags ?? 'Separated by commas, e.g. signed, original'}
              sx={{ flex: 1 }}
              {...controlProps}
            />
            <TextField
              label="Notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              error={Boolean(detailsError?.notes)}
              helperText={detailsError?.notes ?? 'Where the original is kept, who has a copy…'}
              sx={{ flex: 1 }}
              {...controlProps}
            />
          </Stack>
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(canWrite);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            role="group"
            aria-label="Drop files here"
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: 3,
              textAlign: 'center',
            }}
          >
            <Typography sx={{ mb: 1 }}>Drag and drop files here, or</Typography>
            <Button
              variant="contained"
              onClick={() => picker.current?.click()}
              {...controlProps}
              aria-describedby={[controlProps['aria-describedby'], HINT_ID]
                .filter(Boolean)
                .join(' ')}
            >
              Choose Files
            </Button>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept={acceptAttribute('documents')}
              aria-label="Files to upload"
              onChange={(event) => {
                send(event.target.files);
                // Picking the same file again must fire change again.
                event.target.value = '';
              }}
            />
            <Typography id={HINT_ID} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {uploadHint('documents', { each: true })}
            </Typography>
          </Box>
          <StorageUsage />
          <UploadQueueList uploads={entries} onClearFinished={clearFinished} />
        </Stack>
      </CardContent>
    </Card>
  );
}
