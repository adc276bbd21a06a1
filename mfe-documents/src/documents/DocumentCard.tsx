import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  custodyLine,
  documentCategoryLabels,
  wizardDocuments,
  type FileItem,
  type PlanDocument,
} from '@legacy-planner/contracts';
import { ProgressBar, usePlatform } from '@legacy-planner/shared-ui';
import { wizardOfCategory } from './wizardOfCategory';
import { useWriteAccess } from '../access/writeAccess';
import {
  ConfirmDialog,
  documentStatusLabel,
  formatDate,
  wizardPdfUrl,
} from '@legacy-planner/planner-client';
import { FileList } from './FileList';

export interface DocumentCardProps {
  document: PlanDocument;
  files: FileItem[];
  onEdit: (document: PlanDocument) => void;
  onDelete: (document: PlanDocument) => void;
  onVerifyFile: (file: FileItem) => void;
  onRemoveFile: (file: FileItem) => void;
}

/**
 * What deleting the document does, said before it is done. A wizard's card is one item with
 * the wizard's record: deleting the card keeps the record but stops sharing it.
 */
function deletion(document: PlanDocument) {
  const files = 'Its files stay in your vault, under Other files.';
  if (!document.wizardKind) {
    return {
      title: 'Delete this document?',
      message: `${document.title} will be deleted. ${files}`,
    };
  }
  return {
    title: `Delete the document card of your ${wizardDocuments[document.wizardKind].title}?`,
    message: `Its record stays in its wizard, but it will no longer be shared with anyone until you share it again in the Privacy tab. ${files}`,
  };
}

/** One document: what it is, how far along, its files; edit and delete (after confirmation). */
export function DocumentCard({
  document,
  files,
  onEdit,
  onDelete,
  onVerifyFile,
  onRemoveFile,
}: DocumentCardProps) {
  const { controlProps } = useWriteAccess();
  const { isDemoMode } = usePlatform();
  const [confirming, setConfirming] = useState(false);
  // A document a wizard keeps can be had as the wizard's PDF; demo mode has no records on the
  // server to print.
  const wizard = isDemoMode ? null : wizardOfCategory(document.category);
  return (
    <Card component="article" aria-label={document.title}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {document.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, my: 1 }}>
          <Chip size="small" label={documentCategoryLabels[document.category]} />
          <Chip size="small" label={documentStatusLabel(document.status)} />
          <Chip size="small" variant="outlined" label={document.privacyLevel || 'Private'} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {custodyLine(document)}
        </Typography>
        <ProgressBar value={document.completionPercentage} label={`${document.title} completion`} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last changed {formatDate(document.updatedAt)}
        </Typography>
        <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
          Files
        </Typography>
        <FileList
          files={files}
          label={`Files of ${document.title}`}
          onVerify={onVerifyFile}
          onRemove={onRemoveFile}
        />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {wizard && (
          <Button
            component="a"
            href={wizardPdfUrl(wizard)}
            download
            aria-label={`Download PDF of ${document.title}`}
          >
            Download PDF
          </Button>
        )}
        <Button
          aria-label={`Edit ${document.title}`}
          onClick={() => onEdit(document)}
          {...controlProps}
        >
          Edit
        </Button>
        <Button
          color="error"
          aria-label={`Delete ${document.title}`}
          onClick={() => setConfirming(true)}
          {...controlProps}
        >
          Delete
        </Button>
      </CardActions>
      <ConfirmDialog
        open={confirming}
        {...deletion(document)}
        confirmLabel="Delete Document"
        onConfirm={() => {
          onDelete(document);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
