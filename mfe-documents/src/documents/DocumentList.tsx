import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileItem, PlanDocument } from '@legacy-planner/contracts';
import { DocumentCard } from './DocumentCard';
import { FileList } from './FileList';
import type { FilteredDocuments } from './filterDocuments';
import { usePlanChanges } from './usePlanChanges';

export interface DocumentListProps {
  shown: FilteredDocuments;
  /** The plan has no document and no file at all: nothing to match, something to begin. */
  planHasNone: boolean;
  onEdit: (document: PlanDocument) => void;
}

/** The documents found, each with its files, then the files that belong to no document. */
export function DocumentList({ shown, planHasNone, onEdit }: DocumentListProps) {
  const { removeDocument, verifyFile, removeFile } = usePlanChanges();
  const onVerifyFile = (file: FileItem) => verifyFile.mutate(file.id);
  const onRemoveFile = (file: FileItem) => removeFile.mutate(file.id);
  if (planHasNone) {
    return (
      <Typography>
        Your plan holds no documents yet: add your first, upload a signed copy, or create one with a
        guided wizard below.
      </Typography>
    );
  }
  if (shown.documents.length === 0 && shown.looseFiles.length === 0) {
    return <Typography>No documents match.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {shown.documents.map(({ document, files }) => (
        <DocumentCard
          key={document.id}
          document={document}
          files={files}
          onEdit={onEdit}
          onDelete={(doomed) => removeDocument.mutate(doomed)}
          onVerifyFile={onVerifyFile}
          onRemoveFile={onRemoveFile}
        />
      ))}
      {shown.looseFiles.length > 0 && (
        <Card component="section" aria-labelledby="other-files-title">
          <CardContent>
            <Typography id="other-files-title" variant="h6" component="h3" sx={{ mb: 1 }}>
              Other files
            </Typography>
            <FileList
              files={shown.looseFiles}
              label="Other files"
              onVerify={onVerifyFile}
              onRemove={onRemoveFile}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
