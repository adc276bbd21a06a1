import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import {
  wizardDocuments,
  type WizardDataByKind,
  type WizardKind,
  type WizardRecord,
  type WizardStatus,
} from '@legacy-planner/contracts';
import {
  FINAL_WISHES_SIGNATURE_MESSAGE,
  canComplete,
  signedBeforeSave,
  emptyWizardData,
  wizardDataSchemas,
} from '@legacy-planner/contracts/wizards';
import { ApiError, apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { draftPlanKey, useRefetchAfterChange } from '@legacy-planner/planner-client';
import { wizardQuery, wizardQueryKey } from '../api/getWizard';
import { saveWizard } from '../api/saveWizard';
import { deleteWizard } from '../api/deleteWizard';
import { DOCUMENTS_TAB, WizardFrame } from '../frame/WizardFrame';
import { DeleteRecord } from '../frame/DeleteRecord';
import { SaveStatus } from '../frame/SaveStatus';
import { wizardPages, type WizardPageKey } from '../pages/wizardPages';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './localDraft';
import { newRowId } from './newRowId';
import { useAutosave } from './useAutosave';
import { WizardContext, type WizardContextValue } from './wizardContext';
import { READ_ONLY_NOTE_ID, ReadOnlyNote, useWriteAccess } from './writeAccess';

const emptyRecord = <K extends WizardKind>(kind: K): WizardRecord<K> => ({
  kind,
  status: 'draft',
  data: emptyWizardData(kind, newRowId),
  documentId: null,
  updatedAt: null,
});

/** Today as a date input's value (YYYY-MM-DD), in the person's own time zone. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The values a form opens with: the final wishes' signature date defaults to today (spec §9). */
function openingValues<K extends WizardKind>(kind: K, data: WizardDataByKind[K]) {
  if (kind !== 'final-wishes') return data;
  const wishes = data as WizardDataByKind['final-wishes'];
  if (wishes.signature.date) return data;
  return { ...wishes, signature: { ...wishes.signature, date: today() } } as WizardDataByKind[K];
}

/**
 * A wizard page: loads the saved record (the empty one in demo mode, which never calls the
 * API), then shows the form in the shared frame.
 */
export function WizardForm({
  page,
  actions,
  children,
}: {
  page: WizardPageKey;
  /** More buttons beside Save (the final wishes' Preview My Legacy). */
  actions?: ReactNode;
  /** The wizard's sections, rendered inside its formik form. */
  children: ReactNode;
}) {
  const info = wizardPages[page];
  const { api, isDemoMode } = usePlatform();
  const record = useQuery({ ...wizardQuery(api, info.kind), enabled: !isDemoMode });
  const [demoRecord] = useState(() => emptyRecord(info.kind));

  if (isDemoMode) {
    return (
      <OpenWizard page={page} record={demoRecord} actions={actions}>
        {children}
      </OpenWizard>
    );
  }
  if (record.isPending) {
    return (
      <WizardFrame info={info}>
        <CircularProgress aria-label="Loading your document" sx={{ alignSelf: 'center' }} />
      </WizardFrame>
    );
  }
  if (record.isError) {
    return (
      <WizardFrame info={info}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void record.refetch()}>
              Retry
            </Button>
          }
        >
          Your document could not be loaded. {apiErrorMessage(record.error, '')}
        </Alert>
      </WizardFrame>
    );
  }
  return (
    <OpenWizard page={page} record={record.data} actions={actions}>
      {children}
    </OpenWizard>
  );
}

function OpenWizard<K extends WizardKind>({
  page,
  record,
  actions,
  children,
}: {
  page: WizardPageKey;
  record: WizardRecord<K>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const info = wizardPages[page];
  const kind = record.kind;
  const { api, user, toast, navigate, queryClient, helping } = usePlatform();
  const { canWrite } = useWriteAccess();
  const refetchAfterChange = useRefetchAfterChange();
  const readOnly = !canWrite || !user;
  // The browser's copy of unsaved edits is the plan's: a helper's edits of another's plan never
  // open in their own, nor the reverse.
  const draftPlan = user ? draftPlanKey(user.id, helping?.helperId ?? null) : null;

  // What the form opens with: the saved record, or the edits this browser kept when they
  // could not be sent (only if the record has not changed on the server since).
  const [opening] = useState(() => {
    const saved = openingValues(kind, record.data);
    const kept = draftPlan && !readOnly ? readLocalDraft(draftPlan, kind, record.updatedAt) : null;
    const restored =
      kept && wizardDataSchemas[kind].isValidSync(kept) ? (kept as WizardDataByKind[K]) : null;
    return { values: restored ?? saved, savedJson: JSON.stringify(saved) };
  });
  // The server's view of the record, as its latest answer gave it.
  const serverStatus = useRef<WizardStatus>(record.status);
  const [serverUpdatedAt, setServerUpdatedAt] = useState(record.updatedAt);
  const [documentId, setDocumentId] = useState(record.documentId);

  const afterSave = (saved: WizardRecord<K>) => {
    serverStatus.current = saved.status;
    setServerUpdatedAt(saved.updatedAt);
    setDocumentId(saved.documentId);
    queryClient.setQueryData(wizardQueryKey(kind), saved);
    // The wizard's Document changed status: the Documents tab and dashboard read it again.
    void refetchAfterChange('documents');
  };

  const formik = useFormik<WizardDataByKind[K]>({
    initialValues: opening.values,
    validationSchema: wizardDataSchemas[kind],
    onSubmit: (values) => complete(values),
  });

  // Checked here, at once, rather than read from formik's errors, which arrive a moment after
  // each change: an autosave in that moment would send what the server refuses (a pasted
  // recovery phrase).
  const draftIsValid = useMemo(
    () => wizardDataSchemas[kind].isValidSync(formik.values),
    [kind, formik.values],
  );
  const autosave = useAutosave({
    values: formik.values,
    initialSavedJson: opening.savedJson,
    initiallySaved: record.updatedAt !== null,
    enabled: !readOnly,
    valid: draftIsValid,
    persist: async (values) => {
      // A completed record stays completed while it still holds what completing needs.
      const status =
        serverStatus.current === 'completed' && canComplete(kind, values) ? 'completed' : 'draft';
      afterSave(await saveWizard(api, kind, status, values));
    },
  });

  const json = JSON.stringify(formik.values);
  const { unsaved } = autosave;
  // The copy names the server version it was made on, so it is written again after each save.
  useEffect(() => {
    if (!draftPlan || readOnly) return;
    if (unsaved) writeLocalDraft(draftPlan, kind, serverUpdatedAt, JSON.parse(json));
    else clearLocalDraft(draftPlan, kind);
  }, [json, unsaved, draftPlan, readOnly, kind, serverUpdatedAt]);

  /** Save: formik marks what the draft schema refuses, and the toast says to look for it. */
  async function saveClicked() {
    if (!draftIsValid) {
      toast({
        title: 'Please correct the marked fields',
        description: 'Some answers cannot be saved as they are.',
        variant: 'destructive',
      });
    }
    await formik.submitForm();
  }

  async function complete(values: WizardDataByKind[K]) {
    if (kind === 'final-wishes' && !canComplete(kind, values)) {
      toast({
        title: FINAL_WISHES_SIGNATURE_MESSAGE.title,
        description: FINAL_WISHES_SIGNATURE_MESSAGE.description,
        variant: 'destructive',
      });
      return;
    }
    try {
      await autosave.saveNow(JSON.stringify(values), async () =>
        afterSave(await saveWizard(api, kind, 'completed', values)),
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Your document was not saved. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast(
      kind === 'final-wishes'
        ? {
            title: 'Final wishes saved',
            description: 'Your final wishes have been securely stored.',
            variant: 'success',
          }
        : {
            title: 'Document saved',
            description: `${info.title} is complete.`,
            variant: 'success',
          },
    );
    navigate(DOCUMENTS_TAB);
  }

  /**
   * Deletes the record, its card and its sharing, after any save already on its way (the
   * autosave queue), dropping edits still waiting: nothing writes the record back. Then back to
   * the Documents tab, where every way out of a wizard leads and where the card is now gone.
   */
  async function deleteRecord(): Promise<boolean> {
    try {
      await autosave.saveNow(JSON.stringify(formik.values), () =>
        deleteWizard(api, kind).then(
          () => undefined,
          (error: unknown) => {
            // Already gone (deleted in another tab): what was asked for is done.
            if (!(error instanceof ApiError && error.status === 404)) throw error;
          },
        ),
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Your record was not deleted. Please try again.'),
        variant: 'destructive',
      });
      // The edits on screen were not deleted either: they are saved as before.
      if (autosave.unsaved) autosave.retry();
      return false;
    }
    if (draftPlan) clearLocalDraft(draftPlan, kind);
    queryClient.removeQueries({ queryKey: wizardQueryKey(kind) });
    void refetchAfterChange('documents');
    toast({
      title: 'Record deleted',
      description: `${wizardDocuments[kind].title} and its document card were deleted.`,
      variant: 'success',
    });
    navigate(DOCUMENTS_TAB);
    return true;
  }

  const context: WizardContextValue = {
    readOnly,
    upload: {
      context: wizardDocuments[kind].uploadContext,
      category: wizardDocuments[kind].category,
      documentId,
    },
  };
  const gated = signedBeforeSave.includes(kind);
  const signed = canComplete(kind, formik.values);
  const hintId = 'wizard-save-hint';

  return (
    <WizardFrame
      info={info}
      status={<SaveStatus state={autosave.state} error={autosave.error} onRetry={autosave.retry} />}
      pdfAvailable={autosave.everSaved}
      recordActions={
        autosave.everSaved && (
          <DeleteRecord
            kind={kind}
            disabledNoteId={readOnly ? READ_ONLY_NOTE_ID : undefined}
            onDelete={deleteRecord}
          />
        )
      }
    >
      <ReadOnlyNote />
      <WizardContext.Provider value={context}>
        <FormikProvider value={formik}>
          <Box
            component="form"
            noValidate
            // Named as its page is (a form landmark).
            aria-label={info.title}
            // Enter in a field must not complete the record: only the Save button does.
            onSubmit={(event) => event.preventDefault()}
          >
            <Stack spacing={3}>{children}</Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'center' } }}
            >
              {actions}
              <Button
                type="button"
                variant="contained"
                size="large"
                onClick={() => void saveClicked()}
                disabled={readOnly || formik.isSubmitting || (gated && !signed)}
                aria-describedby={
                  readOnly ? READ_ONLY_NOTE_ID : gated && !signed ? hintId : undefined
                }
              >
                {formik.isSubmitting ? 'Please wait...' : info.completeLabel}
              </Button>
              {gated && !signed && !readOnly && (
                <Typography id={hintId} variant="body2" color="text.secondary">
                  Type your full name as your signature, the date, and tick the confirmation to
                  save.
                </Typography>
              )}
            </Stack>
          </Box>
        </FormikProvider>
      </WizardContext.Provider>
    </WizardFrame>
  );
}
