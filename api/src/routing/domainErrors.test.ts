import Router from '@koa/router';
import request from 'supertest';
import { createTestApp } from '../testing/testApp';
import {
  CollectionFullError,
  DuplicateEmailError,
  InvalidCursorError,
  QuotaExceededError,
} from '../storage/port';
import { mountRoute } from './pipeline';
import { route, type Method } from './declaration';

// The storage port's refusals reach the client as the same answers whichever route meets
// them: one table (domainErrors.ts), read by the pipeline, instead of a catch in each action.

const MB = 1024 * 1024;
const wallClock = () => new Date();

describe('domain errors', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp();
  });
  afterEach(() => testApp.close());

  /** A public route whose action (or load) throws `error`, mounted on the real app. */
  function probe(method: Method, error: Error, step: 'action' | 'load' = 'action') {
    const router = new Router({ prefix: '/probe' });
    const fail = () => {
      throw error;
    };
    mountRoute(
      router,
      route({
        endpoint: { method, path: '/fails', response: { empty: true } },
        summary: 'probe',
        tag: 'probe',
        policy: 'public',
        rateLimit: { none: 'test' },
        ...(step === 'load' ? { load: fail } : {}),
        action: step === 'action' ? fail : () => undefined,
      }),
      testApp.store,
      wallClock,
    );
    testApp.app.use(router.routes());
    return request(testApp.app.callback())[
      method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'post'
    ]('/probe/fails');
  }

  it('a full collection: 409, saying what is full and how many it holds', async () => {
    await probe('POST', new CollectionFullError('wishes', 3000)).expect(409, {
      error: 'collection_full',
      message: 'You can keep at most 3,000 wishes. Delete some before adding more.',
    });
  });

  it('a full collection met by a save (a wizard making its document): "before saving this one"', async () => {
    await probe('PUT', new CollectionFullError('documents', 3)).expect(409, {
      error: 'collection_full',
      message: 'You can keep at most 3 documents. Delete some before saving this one.',
    });
  });

  it('a file over the quota: 413 with the space used', async () => {
    await probe('POST', new QuotaExceededError(MB, MB)).expect(413, {
      error: 'quota_exceeded',
      message:
        'This file does not fit in your 1 MB of space (1 MB used). Delete some files before adding more.',
    });
  });

  it('a taken email met by a new account: 409, asking to sign in', async () => {
    await probe('POST', new DuplicateEmailError('create')).expect(409, {
      error: 'email_taken',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('a taken email met by an address change: 409, saying so', async () => {
    await probe('POST', new DuplicateEmailError('changeEmail')).expect(409, {
      error: 'email_taken',
      message: 'Another account uses this email now.',
    });
  });

  it('a cursor the store did not issue: 400', async () => {
    await probe('GET', new InvalidCursorError()).expect(400, {
      error: 'invalid_cursor',
      message: 'This page cursor is not valid.',
    });
  });

  it('a cursor the store did not issue, met while loading', async () => {
    await probe('GET', new InvalidCursorError(), 'load').expect(400, {
      error: 'invalid_cursor',
      message: 'This page cursor is not valid.',
    });
  });

  it('any other error stays a 500 that says nothing of it', async () => {
    const answer = await probe('POST', new Error('the disk is on fire')).expect(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/fire/);
  });
});
