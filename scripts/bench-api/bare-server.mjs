// The baselines of `npm run bench:api`, run as their own child process: a bare Koa app (no
// middleware) with
// - GET /json: a small JSON object, the size of what GET /api/auth/user answers;
// - GET /rows: 50 rows read with better-sqlite3 from a table shaped like documents, turned into
//   the same objects the API answers (the JSON column spread, id, userId, createdAt, updatedAt).
// Koa and better-sqlite3 are loaded from the benchmarked repository (BENCH_ROOT), so the
// baselines use the same versions as the API they are compared with.
//
// Environment: BENCH_ROOT, PORT, DB_FILE (SQLite file the parent has filled with a `documents`
// table), USER_ID (whose rows /rows answers). Prints "ready" on stdout once listening.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromRoot = createRequire(path.join(process.env.BENCH_ROOT, 'package.json'));
const KoaModule = requireFromRoot('koa');
const Koa = KoaModule.default ?? KoaModule;
const BetterSqlite3 = requireFromRoot('better-sqlite3');

const db = new BetterSqlite3(process.env.DB_FILE);
db.pragma('journal_mode = WAL');
const list = db.prepare(
  'SELECT * FROM documents WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
);
const userId = process.env.USER_ID;

const smallObject = {
  id: '6f1c2a4e-3b5d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Bench Baseline',
  email: 'baseline@bench.invalid',
  role: 'user',
  isDemo: false,
  onboardingComplete: true,
  onboardingStep: 6,
};

const app = new Koa();
app.use((ctx) => {
  if (ctx.path === '/json') {
    ctx.body = smallObject;
  } else if (ctx.path === '/rows') {
    ctx.body = list.all(userId).map((row) => ({
      ...JSON.parse(row.data),
      id: row.id,
      userId: row.user_id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  } else {
    ctx.status = 404;
  }
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
