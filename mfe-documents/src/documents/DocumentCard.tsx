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
  type FileItem,
  type PlanDocument,
} from '@legacy-planner/contracts';
import { ProgressBar, usePlatform } from '@legacy-planner/shared-ui';
import { wizardOfCategory } from './wizardOfCategory';
import { useWriteAccess } from '../access/writeAccess';
import { documentStatusLabel, formatDate, wizardPdfUrl } from '@legacy-planner/planner-client';
import { FileList } from './FileList';

export interface DocumentCardProps {
  document: PlanDocument;
  files: FileItem[];
  onEdit: (document: PlanDocument) => void;
  /** Asks to delete the document (the list confirms first). */
  onDelete: (document: PlanDocument) => void;
  onVerifyFile: (file: FileItem) => void;
  onRemoveFile: (file: FileItem) => void;
}

/** One document: what it is, how far along, its files; edit and delete. */
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
          onClick={() => onDelete(document)}
          {...controlProps}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
