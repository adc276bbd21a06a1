import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { SQLITE_FILE_NAME } from '../../storage/sqlite/sqliteStore';

// Every change the owner makes to who may get in is written with its line in the access log, in
// one unit of work: when the log cannot take the line, the change is not made either (an owner
// must never find a card, key or grant changed that their log does not show).

jest.setTimeout(30_000);

let testApp: ReturnType<typeof createTestApp>;
beforeEach(() => {
  testApp = createTestApp();
});
afterEach(() => testApp.close());

const { signedIn } = visitorsOf(() => testApp);
const signedInOwner = async () => (await signedIn('Ann')).agent;

/** From now on the access log refuses every new line, as a full disk or a lost connection would. */
function breakTheLog(): void {
  const db = new BetterSqlite3(path.join(testApp.dataDir, SQLITE_FILE_NAME));
  try {
    db.exec(`CREATE TRIGGER refuse_log_lines BEFORE INSERT ON events
             BEGIN SELECT RAISE(ABORT, 'the log cannot be written'); END`);
  } finally {
    db.close();
  }
}

const logLines = async (agent: Agent) =>
  (await agent.get('/api/privacy/log').expect(200)).body.length;

it('makes no card when its log line cannot be written', async () => {
  const agent = await signedInOwner();
  breakTheLog();
  await agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(500);
  expect((await agent.get('/api/privacy/cards').expect(200)).body).toEqual([]);
});

it('changes and deletes no card, and keeps the key, when their log lines cannot be written', async () => {
  const agent = await signedInOwner();
  const card = (await agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(201))
    .body;
  await agent.post('/api/privacy/access-key').expect(201);
  const before = await logLines(agent);
  breakTheLog();

  await agent.put(`/api/privacy/cards/${card.cardId}`).send({ isEnabled: false }).expect(500);
  await agent.delete(`/api/privacy/cards/${card.cardId}`).expect(500);
  await agent.delete('/api/privacy/access-key').expect(500);

  expect((await agent.get('/api/privacy/cards').expect(200)).body).toEqual([
    expect.objectContaining({ cardId: card.cardId, isEnabled: true }),
  ]);
  expect((await agent.get('/api/privacy/access-key').expect(200)).body.exists).toBe(true);
  expect(await logLines(agent)).toBe(before);
});

it('writes each change with its log line when the log works', async () => {
  const agent = await signedInOwner();
  const card = (await agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(201))
    .body;
  await agent.put(`/api/privacy/cards/${card.cardId}`).send({ isEnabled: false }).expect(200);
  await agent.delete(`/api/privacy/cards/${card.cardId}`).expect(204);
  await agent.post('/api/privacy/access-key').expect(201);
  await agent.delete('/api/privacy/access-key').expect(204);
  const actions = (await agent.get('/api/privacy/log').expect(200)).body.map(
    (entry: { action: string }) => entry.action,
  );
  expect(actions).toEqual([
    'key.revoked',
    'key.generated',
    'card.deleted',
    'card.updated',
    'card.created',
  ]);
});
