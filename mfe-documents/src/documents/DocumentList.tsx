import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileItem, PlanDocument } from '@legacy-planner/contracts';
import { VirtualList } from '@legacy-planner/planner-client';
import { ConfirmRemoval, type Removal } from './ConfirmRemoval';
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

// A card without files, its title on one line, at 1280 pixels wide (measured in Chromium).
const ESTIMATED_CARD_HEIGHT = 305;

/**
 * The documents found, each with its files (only the cards in view are rendered: a plan may
 * hold thousands), then the files that belong to no document.
 */
export function DocumentList({ shown, planHasNone, onEdit }: DocumentListProps) {
  const { removeDocument, verifyFile, removeFile } = usePlanChanges();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToRemove = (asked: Removal) => {
    setRemoval(asked);
    setConfirming(true);
  };
  const onVerifyFile = (file: FileItem) => verifyFile.mutate(file.id);
  const onRemoveFile = (file: FileItem) => askToRemove({ file });
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
      <VirtualList
        items={shown.documents}
        itemKey={({ document }) => document.id}
        estimatedRowHeight={ESTIMATED_CARD_HEIGHT}
        gap={16}
        label="Documents"
        renderItem={({ document, files }) => (
          <DocumentCard
            document={document}
            files={files}
            onEdit={onEdit}
            onDelete={(doomed) => askToRemove({ document: doomed })}
            onVerifyFile={onVerifyFile}
            onRemoveFile={onRemoveFile}
          />
        )}
      />
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
      <ConfirmRemoval
        removal={removal}
        open={confirming}
        onConfirm={(confirmed) => {
          if ('document' in confirmed) removeDocument.mutate(confirmed.document);
          else removeFile.mutate(confirmed.file.id);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
