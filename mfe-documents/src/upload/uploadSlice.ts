import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// The upload queue: what the upload area shows while files go up and after. Client state that
// spans components (the drop zone adds, the queue list shows, the upload hook reports), so it
// lives in this remote's slice of the page's store; the files themselves live in react-query.

export type UploadState = 'uploading' | 'done' | 'failed';

export interface QueuedUpload {
  id: string;
  name: string;
  size: number;
  /** Percent sent, 0 to 100. */
  progress: number;
  state: UploadState;
  /** Why the upload failed, in words for the person. */
  error: string | null;
}

const initialState: { uploads: QueuedUpload[] } = { uploads: [] };

export const uploadSlice = createSlice({
  name: 'documentsUploads',
  initialState,
  reducers: {
    uploadStarted: (
      state,
      { payload }: PayloadAction<{ id: string; name: string; size: number }>,
    ) => {
      state.uploads.push({ ...payload, progress: 0, state: 'uploading', error: null });
    },
    /** A file refused before upload: listed with its reason, never sent. */
    uploadRefused: (
      state,
      { payload }: PayloadAction<{ id: string; name: string; size: number; error: string }>,
    ) => {
      state.uploads.push({ ...payload, progress: 0, state: 'failed' });
    },
    uploadProgressed: (state, { payload }: PayloadAction<{ id: string; fraction: number }>) => {
      const upload = state.uploads.find((item) => item.id === payload.id);
      // Progress only grows: a late event must not move the bar back.
      if (upload?.state === 'uploading') {
        upload.progress = Math.max(upload.progress, Math.round(payload.fraction * 100));
      }
    },
    uploadSucceeded: (state, { payload }: PayloadAction<{ id: string }>) => {
      const upload = state.uploads.find((item) => item.id === payload.id);
      if (upload) Object.assign(upload, { state: 'done', progress: 100 });
    },
    uploadFailed: (state, { payload }: PayloadAction<{ id: string; error: string }>) => {
      const upload = state.uploads.find((item) => item.id === payload.id);
      if (upload) Object.assign(upload, { state: 'failed', error: payload.error });
    },
    finishedCleared: (state) => {
      state.uploads = state.uploads.filter((item) => item.state === 'uploading');
    },
  },
  selectors: {
    selectUploads: (state) => state.uploads,
  },
});

export const {
  uploadStarted,
  uploadRefused,
  uploadProgressed,
  uploadSucceeded,
  uploadFailed,
  finishedCleared,
} = uploadSlice.actions;
