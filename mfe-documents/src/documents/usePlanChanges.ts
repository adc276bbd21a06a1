import { useMutation } from '@tanstack/react-query';
import type { DocumentInput, DocumentPatch, PlanDocument } from '@legacy-planner/contracts';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { useRefetchAfterChange, wizardRecordQueryKey } from '@legacy-planner/planner-client';
import { createDocument } from '../api/createDocument';
import { deleteDocument } from '../api/deleteDocument';
import { deleteFile } from '../api/deleteFile';
import { filesQueryKey } from '../api/fileQueries';
import { updateDocument } from '../api/updateDocument';
import { updateFile } from '../api/updateFile';

/** A new document, or the fields of one that change (of a wizard's card: its custody only). */
export type DocumentSave =
  { id: null; values: DocumentInput } | { id: string; values: DocumentPatch };

/**
 * The tab's changes to documents and files, each followed by its toast and by a refetch of
 * what it changed: the documents list (wherever it is shown) and this remote's files.
 */
export function usePlanChanges() {
  const { api, toast, queryClient } = usePlatform();
  const refetchAfterChange = useRefetchAfterChange();
  const refetchFiles = () => queryClient.invalidateQueries({ queryKey: filesQueryKey });
  const failed = (error: unknown) =>
    toast({
      title: 'Error',
      description: apiErrorMessage(error, 'The change was not saved. Please try again.'),
      variant: 'destructive',
    });

  const saveDocument = useMutation({
    mutationFn: (save: DocumentSave) =>
      save.id === null
        ? createDocument(api, save.values)
        : updateDocument(api, save.id, save.values),
    onSuccess: async () => {
      toast({ title: 'Document saved', variant: 'success' });
      await refetchAfterChange('documents');
    },
    onError: failed,
  });
  const removeDocument = useMutation({
    mutationFn: (document: PlanDocument) => deleteDocument(api, document.id),
    // Its files stay, now without a document: both lists change. A wizard's record lost its
    // card: the wizard reads it again when next opened, rather than upload to the old card.
    onSuccess: (_answer, document) => {
      if (document.wizardKind) {
        queryClient.removeQueries({ queryKey: wizardRecordQueryKey(document.wizardKind) });
      }
      return Promise.all([refetchAfterChange('documents'), refetchFiles()]);
    },
    onError: failed,
  });
  const verifyFile = useMutation({
    mutationFn: (id: string) => updateFile(api, id, { status: 'verified' }),
    onSuccess: async () => {
      toast({ title: 'Document verified', variant: 'success' });
      await refetchFiles();
    },
    onError: failed,
  });
  const removeFile = useMutation({
    mutationFn: (id: string) => deleteFile(api, id),
    onSuccess: refetchFiles,
    onError: failed,
  });

  return { saveDocument, removeDocument, verifyFile, removeFile };
}
