import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useField } from 'formik';
import {
  MAX_UPLOAD_BYTES,
  acceptAttribute,
  fileKindByName,
  formatFileSize,
  tooLargeMessage,
  uploadHint,
  uploadRules,
  type FileItem,
} from '@legacy-planner/contracts';
import { ApiError, apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { uploadWizardFile } from '../api/uploadWizardFile';
import { useWizardContext } from '../form/wizardContext';
import { fieldId } from './fieldId';

/** A file kept in the vault, as a wizard record refers to it. */
interface FileRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

const refOf = ({ id, name, type, size }: FileItem): FileRef => ({ id, name, type, size });

interface Refusal {
  title: string;
  message: string;
}

/**
 * A file picker that uploads to the vault (/api/files) under the wizard's upload rules and
 * keeps the file's reference in the record: one file at `name`, or a list when `multiple`.
 * A refused file never leaves the browser. The PDF-only wizards show their refusal beside the
 * picker (the prototype's alert); the others as a toast, as the spec has it.
 */
export function FileUploadField({
  name,
  label,
  multiple = false,
}: {
  name: string;
  /** The picker's accessible name ("PDF copy to attach"). */
  label: string;
  multiple?: boolean;
}) {
  const [field, , helpers] = useField<FileRef | FileRef[] | null>(name);
  const { readOnly, upload } = useWizardContext();
  const { api, toast } = usePlatform();
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; fraction: number } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const context = upload.context;
  if (!context) return null;
  const rejection = uploadRules[context].rejection;
  const attached: FileRef[] = Array.isArray(field.value)
    ? field.value
    : field.value
      ? [field.value]
      : [];

  const refuse = (refused: Refusal) => {
    if (context === 'pdfOnly') setRefusal(refused);
    else toast({ title: refused.title, description: refused.message, variant: 'destructive' });
  };

  const send = async (picked: File[]) => {
    setRefusal(null);
    if (picked.some((file) => !fileKindByName(file.name, context))) refuse(rejection);
    const tooLarge = picked.filter(
      (file) => fileKindByName(file.name, context) && file.size > MAX_UPLOAD_BYTES,
    );
    const [firstTooLarge] = tooLarge;
    if (firstTooLarge) {
      refuse({ title: 'File too large', message: tooLargeMessage(firstTooLarge.name) });
    }
    const accepted = picked.filter(
      (file) => fileKindByName(file.name, context) && file.size <= MAX_UPLOAD_BYTES,
    );
    let kept = attached;
    for (const file of multiple ? accepted : accepted.slice(0, 1)) {
      setSending({ name: file.name, fraction: 0 });
      try {
        const item = await uploadWizardFile({
          api,
          file,
          context,
          category: upload.category,
          documentId: upload.documentId,
          onProgress: (fraction) => setSending({ name: file.name, fraction }),
        });
        kept = multiple ? [...kept, refOf(item)] : [refOf(item)];
        await helpers.setValue(multiple ? kept : (kept[0] ?? null));
      } catch (error) {
        const code = error instanceof ApiError ? error.code : null;
        if (code === 'file_type_refused') refuse(rejection);
        else if (code === 'file_too_large')
          refuse({ title: 'File too large', message: tooLargeMessage(file.name) });
        else
          refuse({
            title: 'Upload failed',
            message: apiErrorMessage(error, `${file.name} was not uploaded. Please try again.`),
          });
      }
    }
    setSending(null);
  };

  const detach = (id: string) =>
    void helpers.setValue(multiple ? attached.filter((file) => file.id !== id) : null);

  const hintId = `${fieldId(name)}-hint`;
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => picker.current?.click()}
        disabled={readOnly || sending !== null}
        aria-describedby={hintId}
      >
        {multiple ? 'Choose Files' : 'Choose File'}
      </Button>
      <input
        ref={picker}
        id={fieldId(name)}
        type="file"
        hidden
        multiple={multiple}
        accept={acceptAttribute(context)}
        aria-label={label}
        onChange={(event) => {
          void send(Array.from(event.target.files ?? []));
          // Picking the same file again must fire change again.
          event.target.value = '';
        }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {uploadHint(context, { each: multiple })}
      </Typography>
      {sending && (
        <LinearProgress
          variant="determinate"
          value={Math.round(sending.fraction * 100)}
          aria-label={`Uploading ${sending.name}`}
          sx={{ mt: 1 }}
        />
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setRefusal(null)}>
          <AlertTitle>{refusal.title}</AlertTitle>
          {refusal.message}
        </Alert>
      )}
      {attached.length > 0 && (
        <List dense aria-label={`${label}: attached`}>
          {attached.map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  onClick={() => detach(file.id)}
                  disabled={readOnly}
                  aria-label={`Remove ${file.name}`}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={formatFileSize(file.size)}
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
