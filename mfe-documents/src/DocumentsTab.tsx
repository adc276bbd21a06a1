import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PlanDocument } from '@legacy-planner/contracts';
import { BOTTOM_BAR_HEIGHT_VAR, HelpPanel, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import {
  plannerListQuery,
  usePlannerList,
  useQueriesSettled,
} from '@legacy-planner/planner-client';
import { filesQuery } from './api/fileQueries';
import { PrintBinderButton } from './binder/PrintBinderButton';
import { ReadOnlyNote, useWriteAccess } from './access/writeAccess';
import { CategoryTabs } from './documents/CategoryTabs';
import { DocumentDialog } from './documents/DocumentDialog';
import { DocumentList } from './documents/DocumentList';
import { filterDocuments, type CategoryFilter } from './documents/filterDocuments';
import { usePlanChanges } from './documents/usePlanChanges';
import { CoreDocumentsProgress } from './essentials/CoreDocumentsProgress';
import { EssentialDocuments } from './essentials/EssentialDocuments';
import { UPLOAD_AREA_ID, UploadArea } from './upload/UploadArea';

/** The document being edited, null for a new one; undefined when the dialog is closed. */
type Editing = PlanDocument | null | undefined;

export default function DocumentsTab() {
  const platform = usePlatform();
  // Its first screen's data before it shows (useQueriesSettled says why).
  useQueriesSettled([plannerListQuery('documents', platform), filesQuery(platform)]);
  const documents = usePlannerList('documents');
  const files = useQuery(filesQuery(platform));
  const { controlProps } = useWriteAccess();
  const { saveDocument } = usePlanChanges();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [showUpload, setShowUpload] = useState(false);
  const [editing, setEditing] = useState<Editing>(undefined);

  const allDocuments = documents.data ?? [];
  const shown = filterDocuments(allDocuments, files.data ?? [], { search, category });

  return (
    <TabPage title="Documents">
      <ReadOnlyNote />
      {documents.isPending ? (
        <CircularProgress aria-label="Loading documents" sx={{ alignSelf: 'center' }} />
      ) : documents.isError || files.isError ? (
        <Alert severity="error">Your documents could not be loaded. Please reload the page.</Alert>
      ) : (
        <>
          <CoreDocumentsProgress documents={allDocuments} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              onClick={() => setEditing(null)}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              {...controlProps}
            >
              Add Document
            </Button>
            <Button
              variant="outlined"
              aria-expanded={showUpload}
              aria-controls={UPLOAD_AREA_ID}
              onClick={() => setShowUpload((open) => !open)}
              {...controlProps}
            >
              {showUpload ? 'Hide Upload Area' : 'Show Upload Area'}
            </Button>
            <PrintBinderButton />
          </Stack>
          {showUpload && <UploadArea documents={allDocuments} />}
          <Stack component="section" spacing={2} aria-labelledby="your-documents-title">
            <Typography id="your-documents-title" variant="h2">
              Your Documents
            </Typography>
            <TextField
              type="search"
              label="Search documents"
              helperText="By title, file name, tag or note"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <CategoryTabs value={category} onChange={setCategory} />
            <DocumentList
              shown={shown}
              planHasNone={allDocuments.length === 0 && (files.data ?? []).length === 0}
              onEdit={setEditing}
            />
          </Stack>
          <EssentialDocuments documents={allDocuments} />
        </>
      )}
      <HelpPanel topic="documents" variant="collapsible" defaultExpanded />
      <Fab
        color="primary"
        aria-label="Add document"
        onClick={() => setEditing(null)}
        {...controlProps}
        sx={{
          display: { xs: 'inline-flex', sm: 'none' },
          position: 'fixed',
          right: 16,
          bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + 16px)`,
        }}
      >
        <AddIcon />
      </Fab>
      {editing !== undefined && (
        <DocumentDialog
          document={editing}
          onSave={(save) => saveDocument.mutateAsync(save)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </TabPage>
  );
}
