import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';

// A small stand-in for the Airtable REST API on 127.0.0.1, for tests that drive the real
// `airtable` client at it through its endpoint URL. It keeps records in memory and enforces
// what the real service does that our sync must respect: a bearer key, a known base and
// tables, at most 10 records per write, and at most 5 requests a second (429 beyond).

export interface FakeRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

const MAX_RECORDS_PER_WRITE = 10;
const REQUESTS_PER_SECOND = 5;
const PAGE_SIZE = 100;

export async function fakeAirtable(options: {
  apiKey: string;
  baseId: string;
  tables: readonly string[];
  /** A fixed port, for a server configured before the fake starts (the end-to-end tests). */
  port?: number;
}) {
  const tables = new Map(options.tables.map((name) => [name, [] as FakeRecord[]]));
  const requestTimes: number[] = [];
  const log: { method: string; table: string; records: number; status: number }[] = [];
  /** Answers the next n requests 429, as the service does under load. */
  let forcedRateLimits = 0;

  const app = new Koa();
  const router = new Router({ prefix: `/v0/:baseId` });
  const fail = (ctx: Koa.Context, status: number, type: string, message: string) => {
    ctx.status = status;
    ctx.body = { error: { type, message } };
  };

  app.use(async (ctx, next) => {
    await next();
    const table = decodeURIComponent(ctx.path.split('/')[3] ?? '');
    const body = ctx.request.body as { records?: unknown[] } | undefined;
    log.push({
      method: ctx.method,
      table,
      records: body?.records?.length ?? 0,
      status: ctx.status,
    });
  });
  app.use(async (ctx, next) => {
    const now = Date.now();
    while (requestTimes.length > 0 && requestTimes[0]! <= now - 1000) requestTimes.shift();
    requestTimes.push(now);
    if (forcedRateLimits > 0 || requestTimes.length > REQUESTS_PER_SECOND) {
      forcedRateLimits = Math.max(0, forcedRateLimits - 1);
      return fail(ctx, 429, 'RATE_LIMIT_REACHED', 'Rate limit exceeded. Please try again later');
    }
    if (ctx.get('Authorization') !== `Bearer ${options.apiKey}`) {
      return fail(ctx, 401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
    }
    await next();
  });
  app.use(bodyParser());

  const tableOf = (ctx: Koa.Context & { params: Record<string, string> }) => {
    if (ctx.params.baseId !== options.baseId) {
      fail(ctx, 404, 'NOT_FOUND', 'Could not find what you are looking for');
      return null;
    }
    const records = tables.get(ctx.params.table!);
    if (!records) fail(ctx, 404, 'TABLE_NOT_FOUND', `Could not find table ${ctx.params.table}`);
    return records ?? null;
  };
  const writeOf = (ctx: Koa.Context) => {
    const body = ctx.request.body as { records?: { id?: string; fields?: object }[] };
    if (!Array.isArray(body?.records) || body.records.length === 0) {
      fail(ctx, 422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "records"');
      return null;
    }
    if (body.records.length > MAX_RECORDS_PER_WRITE) {
      fail(ctx, 422, 'INVALID_RECORDS', 'You can write at most 10 records per request');
      return null;
    }
    return body.records;
  };

  router.get('/:table', (ctx) => {
    const records = tableOf(ctx);
    if (!records) return;
    const start = Number(ctx.query.offset ?? 0);
    const size = Math.min(Number(ctx.query.pageSize ?? PAGE_SIZE), PAGE_SIZE);
    const page = records.slice(start, start + size);
    ctx.body = {
      records: page,
      ...(start + size < records.length ? { offset: String(start + size) } : {}),
    };
  });
  router.post('/:table', (ctx) => {
    const records = tableOf(ctx);
    const written = records && writeOf(ctx);
    if (!records || !written) return;
    const made = written.map((record) => ({
      id: `rec${randomBytes(7).toString('hex')}`,
      createdTime: new Date().toISOString(),
      fields: { ...record.fields },
    }));
    records.push(...made);
    ctx.body = { records: made };
  });
  router.patch('/:table', (ctx) => {
    const records = tableOf(ctx);
    const written = records && writeOf(ctx);
    if (!records || !written) return;
    const changed: FakeRecord[] = [];
    for (const record of written) {
      const found = records.find((candidate) => candidate.id === record.id);
      if (!found) return fail(ctx, 404, 'NOT_FOUND', `Record ${record.id} not found`);
      Object.assign(found.fields, record.fields);
      changed.push(found);
    }
    ctx.body = { records: changed };
  });
  app.use(router.routes());

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpointUrl: `http://127.0.0.1:${port}`,
    /** The records of a table, as the service keeps them. */
    records: (table: string) => tables.get(table) ?? [],
    /** Every request answered: method, table, records written and status. */
    log,
    rateLimitNext(count: number) {
      forcedRateLimits = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
