import { File as NodeFile } from 'node:buffer';
import { ApiError, createApiClient } from '@legacy-planner/shared-ui';
import { FakeUpload, installFakeUploads } from '@legacy-planner/shared-ui/testing';
import { uploadToVault } from './vault';

installFakeUploads();

describe('an upload to the vault', () => {
  it("names the plan its page was made for, as the client's calls do, and the client's listener hears its refusal", async () => {
    const heard: Array<string | null> = [];
    const api = createApiClient(undefined, {
      plan: 'h1',
      onError: (error) => heard.push(error.code),
    });
    const refused = uploadToVault({
      api,
      // The test environment's FormData is Node's, so the file is Node's File too.
      file: new NodeFile(['%PDF-1.4'], 'will.pdf', { type: 'application/pdf' }) as unknown as File,
      context: 'documents',
      fields: { category: 'legal' },
      onProgress: () => undefined,
    }).catch((error: unknown) => error);
    const [upload] = FakeUpload.sent;
    expect(upload?.url).toBe('/api/files?context=documents');
    expect(upload?.headers).toEqual({ 'X-Plan': 'h1' });
    await upload?.answer(409, { error: 'plan_changed', message: 'The plan in use changed' });
    const refusal = await refused;
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('plan_changed');
    expect(heard).toEqual(['plan_changed']);
  });
});
