import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { tooLargeMessage, uploadRules, type PlanDocument } from '@legacy-planner/contracts';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { filesQueryKey } from '../api/fileQueries';
import { uploadFile } from '../api/uploadFile';
import { screenFiles } from './screenFiles';
import {
  finishedCleared,
  uploadFailed,
  uploadProgressed,
  uploadRefused,
  uploadStarted,
  uploadSlice,
  uploadSucceeded,
} from './uploadSlice';

/** What is said about every file of one upload: tags to find them by, and a note. */
export interface UploadDetails {
  tags: string[];
  notes: string;
}

let lastUploadId = 0;
const newUploadId = () => `upload-${(lastUploadId += 1)}`;

/**
 * The upload queue: its entries (from this remote's slice, injected into the page's store on
 * first use) and `upload`, which refuses what the tab does not accept with the spec's toasts,
 * then sends each accepted file with its own progress.
 */
export function useUploadQueue() {
  const { api, rootReducer, toast, queryClient } = usePlatform();
  const queue = useMemo(() => uploadSlice.injectInto(rootReducer), [rootReducer]);
  const entries = useSelector(queue.selectors.selectUploads);
  const dispatch = useDispatch();

  async function sendOne(file: File, target: PlanDocument | null, details: UploadDetails) {
    const id = newUploadId();
    dispatch(uploadStarted({ id, name: file.name, size: file.size }));
    try {
      await uploadFile({
        api,
        file,
        documentId: target?.id ?? null,
        // A file attached to a document is filed under the document's category.
        category: target?.category ?? 'other',
        ...details,
        onProgress: (fraction) => dispatch(uploadProgressed({ id, fraction })),
      });
      dispatch(uploadSucceeded({ id }));
    } catch (error) {
      const message = apiErrorMessage(error, 'The upload failed. Please try again.');
      dispatch(uploadFailed({ id, error: message }));
      toast({
        title: `${file.name} was not uploaded`,
        description: message,
        variant: 'destructive',
      });
    }
  }

  async function upload(
    files: readonly File[],
    target: PlanDocument | null,
    details: UploadDetails = { tags: [], notes: '' },
  ) {
    const { accepted, wrongType, tooLarge } = screenFiles(files);
    const { title, message } = uploadRules.documents.rejection;
    // One toast at a time (spec section 9): the type refusal first, as the spec words it; the
    // queue lists every refused file with its own reason.
    if (wrongType.length > 0) {
      toast({ title, description: message, variant: 'destructive' });
    } else if (tooLarge.length > 0) {
      toast({
        title,
        description: tooLarge.map((file) => tooLargeMessage(file.name)).join(' '),
        variant: 'destructive',
      });
    }
    const refuse = (file: File, error: string) =>
      dispatch(uploadRefused({ id: newUploadId(), name: file.name, size: file.size, error }));
    wrongType.forEach((file) => refuse(file, message));
    tooLarge.forEach((file) => refuse(file, tooLargeMessage(file.name)));
    if (accepted.length === 0) return;
    await Promise.all(accepted.map((file) => sendOne(file, target, details)));
    await queryClient.invalidateQueries({ queryKey: filesQueryKey });
  }

  return { entries, upload, clearFinished: () => dispatch(finishedCleared()) };
}
