import { act } from '@testing-library/react';

/**
 * The browser's XMLHttpRequest, faked at the network's edge as fakeNetwork fakes fetch: each
 * upload is recorded with its form, and the test reports its progress and answers it.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  form: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(form: FormData) {
    this.form = form;
    FakeUpload.sent.push(this);
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/** Puts FakeUpload in place of XMLHttpRequest for the current test file. */
export function installFakeUploads() {
  const real = window.XMLHttpRequest;
  beforeEach(() => {
    FakeUpload.sent = [];
    window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = real;
  });
}
