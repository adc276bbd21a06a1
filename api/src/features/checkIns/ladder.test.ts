import { testAppWithMailPerFile, type Agent } from '../../testing/testAppWithMail';

// The missed-check-in ladder and the trusted contacts' answers, through the real app, its job
// worker and a real SMTP server on 127.0.0.1. The clock is moved a day at a time and the due
// jobs run after each move, as a worker would run them; nothing sleeps.

jest.setTimeout(120_000);

const DAY = 86_400_000;

const testApp = testAppWithMailPerFile();
const { clock } = testApp;

const visitor = () => testApp.visitor();

/** Runs what is due now, and sends the mail it wrote. */
async function runDue() {
  await testApp.jobs.runDue();
  await testApp.mail!.flush();
}

/** Moves the clock `days` days, a day at a time, running the due jobs after each. */
async function walk(days: number) {
  for (let step = 0; step < days; step++) {
    clock.advance(DAY);
    await runDue();
  }
}

/** Ann, signed in, with a monthly rhythm and her trusted contacts Di then Cy. */
async function annWithContacts(options: { contacts?: string[]; pausedUntil?: string } = {}) {
  const { agent, user, email } = await testApp.signedIn('Ann Lee');
  const people: Record<string, { id: string; email: string }> = {};
  for (const first of options.contacts ?? ['Di', 'Cy']) {
    const address = `${first.toLowerCase()}.${email}`;
    const made = await agent
      .post('/api/contacts')
      .send({
        firstName: first,
        lastName: 'Diaz',
        email: address,
        phone: '',
        relation: 'Sister',
        role: 'emergency_contact',
      })
      .expect(201);
    people[first] = { id: made.body.id as string, email: address };
  }
  const settings = await agent
    .put('/api/check-ins/settings')
    .send({
      rhythm: 'monthly',
      pausedUntil: options.pausedUntil ?? null,
      contactIds: Object.values(people).map((person) => person.id),
    })
    .expect(200);
  return {
    agent,
    user,
    email,
    people,
    promptAt: Date.parse(settings.body.schedule.nextPromptAt as string),
  };
}

const subjectsTo = (address: string) => testApp.smtp.to(address).map((mail) => mail.subject);
const answerTokenIn = (text: string | undefined) =>
  /\/is-ok\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? null;
const checkInTokenIn = (text: string | undefined) =>
  /\/check-in\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? null;
const logOf = async (agent: Agent) =>
  (await agent.get('/api/privacy/log?limit=100').expect(200)).body as {
    action: string;
    detail: string;
  }[];
const actionsOf = async (agent: Agent) => (await logOf(agent)).map((entry) => entry.action);
const all = { limit: 100 };

/** Moves the clock to `at` (a day at a time, running what is due). */
async function walkTo(at: number) {
  while (clock().getTime() + DAY <= at) await walk(1);
  clock.set(at);
  await runDue();
}

/** Walks to the first contact's question: the prompt, the reminder, then the grace period. */
async function walkToFirstQuestion(ann: Awaited<ReturnType<typeof annWithContacts>>) {
  await walkTo(ann.promptAt);
  await walk(7);
  const asked = testApp.smtp.to(ann.people['Di']!.email).at(-1);
  expect(asked?.subject).toBe('Is Ann OK?');
  return answerTokenIn(asked?.text)!;
}

const noFailedJobs = async (ownerId: string) =>
  expect(await testApp.store.jobs.listFailed(10, ownerId)).toEqual([]);

describe('the ladder', () => {
  it('prompts when the check-in is due, reminds 3 days on, then asks each contact in order, 3 days apart', async () => {
    const ann = await annWithContacts();
    const [di, cy] = [ann.people['Di']!.email, ann.people['Cy']!.email];
    await walkTo(ann.promptAt - DAY);
    expect(subjectsTo(ann.email)).toEqual([]);

    await walk(1);
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in']);
    expect(checkInTokenIn(testApp.smtp.to(ann.email)[0]?.text)).not.toBeNull();
    const notices = await testApp.store.notices.listUnread(ann.user.id);
    expect(notices.map((notice) => notice.text)).toContainEqual(
      expect.stringContaining('It is time to check in'),
    );
    await walk(2);
    expect(subjectsTo(ann.email)).toHaveLength(1);
    await walk(1);
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in', 'Reminder: are you OK?']);
    await walk(3);
    expect(subjectsTo(di)).toEqual([]);
    await walk(1);
    expect(subjectsTo(di)).toEqual(['Is Ann OK?']);
    expect(testApp.smtp.to(di)[0]?.text).toContain('Hello Di');
    expect(subjectsTo(cy)).toEqual([]);
    await walk(2);
    expect(subjectsTo(cy)).toEqual([]);
    await walk(1);
    expect(subjectsTo(cy)).toEqual(['Is Ann OK?']);
    expect(subjectsTo(di)).toHaveLength(1);

    // Nobody answers: the ladder ends, nothing is released, and the count starts again.
    await walk(3);
    const status = (await ann.agent.get('/api/check-ins').expect(200)).body;
    expect(Date.parse(status.schedule.nextPromptAt)).toBeGreaterThan(clock().getTime() + 27 * DAY);
    expect((await actionsOf(ann.agent)).slice(0, 6)).toEqual([
      'check_in.ladder_ended',
      'check_in.contact_asked',
      'check_in.contact_asked',
      'check_in.reminder_sent',
      'check_in.prompt_sent',
      'check_in.settings_changed',
    ]);
    const asked = (await logOf(ann.agent)).filter((e) => e.action === 'check_in.contact_asked');
    expect(asked.map((entry) => entry.detail)).toEqual([
      `Cy Diaz (${cy}, Sister)`,
      `Di Diaz (${di}, Sister)`,
    ]);
    await noFailedJobs(ann.user.id);
  });

  it('released nothing after a year of silence with contacts who never answer', async () => {
    const ann = await annWithContacts();
    await walk(365);
    const grants = await testApp.store.grants.listForOwner(ann.user.id, all);
    expect(grants.items).toEqual([]);
    const requests = await testApp.store.accessRequests.listForOwner(ann.user.id, all);
    expect(requests.items).toEqual([]);
    const log = await actionsOf(ann.agent);
    // Prompted, and the contacts asked, round after round: never more than that.
    expect(log.filter((action) => action === 'check_in.prompt_sent').length).toBeGreaterThanOrEqual(
      8,
    );
    expect(
      log.filter((action) => action === 'check_in.contact_asked').length,
    ).toBeGreaterThanOrEqual(16);
    expect(log).not.toContain('grant.created');
    expect(log).not.toContain('request.received');
    await noFailedJobs(ann.user.id);
  });

  it('sends no prompt while the owner is travelling, and prompts when the pause ends', async () => {
    const pausedUntil = new Date(clock().getTime() + 60 * DAY).toISOString();
    const ann = await annWithContacts({ pausedUntil });
    expect(ann.promptAt).toBe(Date.parse(pausedUntil));
    await walk(59);
    expect(subjectsTo(ann.email)).toEqual([]);
    await walk(1);
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in']);
  });

  it('stops when the owner checks in mid-ladder: the next contact is never asked', async () => {
    const ann = await annWithContacts();
    await walkToFirstQuestion(ann);
    // The prompt's emailed link, from any browser.
    const link = checkInTokenIn(testApp.smtp.to(ann.email)[0]?.text)!;
    await visitor().post('/api/check-ins/link').send({ token: link }).expect(200);
    const waiting = await testApp.store.jobs.listForOwner(ann.user.id, 'waiting');
    expect(waiting.map((job) => [job.kind, job.dueAt])).toEqual([
      ['check_in.prompt', expect.any(String)],
    ]);
    await walk(20);
    expect(subjectsTo(ann.people['Cy']!.email)).toEqual([]);
    expect(subjectsTo(ann.people['Di']!.email)).toHaveLength(1);
  });

  it('"I\'m back to normal" is a check-in too', async () => {
    const ann = await annWithContacts();
    await walkTo(ann.promptAt);
    await ann.agent.post('/api/check-ins/back-to-normal').expect(200);
    await walk(20);
    expect(subjectsTo(ann.people['Di']!.email)).toEqual([]);
    expect((await ann.agent.get('/api/check-ins').expect(200)).body.lastCheckIn).toEqual({
      at: expect.any(String),
      method: 'in_app',
    });
  });

  it('saving the settings mid-round keeps the round: the prompt is not sent again and the contacts are asked on time', async () => {
    const ann = await annWithContacts();
    const [di, cy] = [ann.people['Di']!, ann.people['Cy']!];
    await walkTo(ann.promptAt);
    await walk(1);
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in']);
    // The same rhythm, no pause, the contacts in another order: nothing moves the round.
    await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [cy.id, di.id] })
      .expect(200);
    await runDue();
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in']);
    await walk(2);
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in', 'Reminder: are you OK?']);
    // Asked seven days after the prompt, as before the save, in the order now chosen.
    await walk(3);
    expect(subjectsTo(cy.email)).toEqual([]);
    await walk(1);
    expect(subjectsTo(cy.email)).toEqual(['Is Ann OK?']);
    expect(subjectsTo(di.email)).toEqual([]);

    // A pause does move it: nothing more until the pause ends, then a new prompt.
    const pausedUntil = new Date(clock().getTime() + 10 * DAY).toISOString();
    await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil, contactIds: [cy.id, di.id] })
      .expect(200);
    await walk(9);
    expect(subjectsTo(di.email)).toEqual([]);
    expect(subjectsTo(ann.email)).toHaveLength(2);
    await walk(1);
    expect(subjectsTo(ann.email).at(-1)).toBe('Are you OK? Please check in');
    await noFailedJobs(ann.user.id);
  });

  it('schedules nothing while check-ins are off, and turning them off cancels what waits', async () => {
    const ann = await annWithContacts();
    expect(await testApp.store.jobs.listForOwner(ann.user.id, 'waiting')).toHaveLength(1);
    await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'off', pausedUntil: null, contactIds: [] })
      .expect(200);
    expect(await testApp.store.jobs.listForOwner(ann.user.id, 'waiting')).toEqual([]);
    await walk(60);
    expect(subjectsTo(ann.email)).toEqual([]);
  });

  it('a late job asks nobody: a check-in it was not told of, or a prompt sent late, leaves the grace period whole', async () => {
    const ann = await annWithContacts();
    await walkTo(ann.promptAt);
    // A check-in written without cancelling the jobs waiting (as if another instance had not
    // cancelled them yet): the jobs find it when they run.
    clock.advance(DAY);
    await testApp.store.checkIns.recordCheckIn(ann.user.id, {
      at: clock().toISOString(),
      method: 'in_app',
    });
    await walk(15);
    expect(subjectsTo(ann.email)).toEqual(['Are you OK? Please check in']);
    expect(subjectsTo(ann.people['Di']!.email)).toEqual([]);

    // No worker ran for three weeks after the next prompt was due: the prompt goes now, and
    // the contacts are still asked only after the grace period from now.
    const later = await annWithContacts();
    clock.set(later.promptAt + 21 * DAY);
    await runDue();
    expect(subjectsTo(later.email)).toEqual(['Are you OK? Please check in']);
    expect(subjectsTo(later.people['Di']!.email)).toEqual([]);
    await walk(6);
    expect(subjectsTo(later.people['Di']!.email)).toEqual([]);
    await walk(1);
    expect(subjectsTo(later.people['Di']!.email)).toEqual(['Is Ann OK?']);
  });
});

describe("a contact's answer", () => {
  it('opening the link answers nothing; "They\'re fine" tells the owner and starts the count again', async () => {
    const ann = await annWithContacts();
    const token = await walkToFirstQuestion(ann);
    const page = visitor();
    for (let open = 0; open < 2; open++) {
      const question = await page.get(`/api/check-ins/question?token=${token}`).expect(200);
      expect(question.body).toEqual({ ownerFirstName: 'Ann', contactName: 'Di Diaz' });
    }
    const answered = await page
      .post('/api/check-ins/answers')
      .send({ token, answer: 'fine' })
      .expect(200);
    expect(answered.body).toEqual({ answer: 'fine', grant: null, request: null });
    await testApp.mail!.flush();
    expect(subjectsTo(ann.email).at(-1)).toBe('Di told us you are fine');
    const notices = await testApp.store.notices.listUnread(ann.user.id);
    expect(notices.map((notice) => notice.text)).toContainEqual(
      expect.stringContaining('told us you are fine'),
    );
    const status = (await ann.agent.get('/api/check-ins').expect(200)).body;
    expect(status.rhythmSince).toBe(clock().toISOString());
    expect(Date.parse(status.schedule.nextPromptAt)).toBeGreaterThan(clock().getTime() + 27 * DAY);
    expect((await logOf(ann.agent))[0]).toMatchObject({
      action: 'check_in.contact_answered',
      detail: `Di Diaz (${ann.people['Di']!.email}, Sister): They're fine`,
    });
    await walk(10);
    expect(subjectsTo(ann.people['Cy']!.email)).toEqual([]);

    // Used, or unknown: the same small 404, and nothing changes.
    for (const used of [token, 'x'.repeat(43)]) {
      const refused = await page
        .post('/api/check-ins/answers')
        .send({ token: used, answer: 'passed_away' })
        .expect(404);
      expect(refused.body).toEqual({ error: 'invalid_link', message: expect.any(String) });
      await page.get(`/api/check-ins/question?token=${used}`).expect(404);
    }
    expect((await testApp.store.accessRequests.listForOwner(ann.user.id, all)).items).toEqual([]);
  });

  it('"They\'re unwell or in hospital" opens emergency access for that contact in their browser; the owner is told; back to normal ends it', async () => {
    const ann = await annWithContacts();
    const token = await walkToFirstQuestion(ann);
    const browser = visitor();
    await browser.get('/api/access/view').expect(401);
    const answered = await browser
      .post('/api/check-ins/answers')
      .send({ token, answer: 'unwell' })
      .expect(200);
    expect(answered.body).toMatchObject({
      answer: 'unwell',
      grant: { level: 'basic', emergency: true, ownerName: 'Ann Lee' },
      request: null,
    });
    const plan = await browser.get('/api/access/view').expect(200);
    expect(plan.body).toMatchObject({
      ownerName: 'Ann Lee',
      level: 'basic',
      situation: 'emergency',
    });
    const grants = await testApp.store.grants.listForOwner(ann.user.id, all);
    expect(grants.items).toMatchObject([
      { source: 'check_in', level: 'basic', emergency: true, viewerName: 'Di Diaz' },
    ]);
    await testApp.mail!.flush();
    expect(subjectsTo(ann.email).at(-1)).toBe('Someone was given access to your plan');
    expect(subjectsTo(ann.people['Di']!.email).at(-1)).toBe("Your access to Ann Lee's plan");
    const log = await actionsOf(ann.agent);
    expect(log.slice(0, 3)).toEqual(['plan.viewed', 'grant.created', 'check_in.contact_answered']);
    // Nobody else is asked once someone answered (Cy's turn would come on the third day).
    const cyTurn = clock().getTime() + 3 * DAY;
    await walk(2);
    await ann.agent.post('/api/check-ins/back-to-normal').expect(200, { grantsEnded: 1 });
    await browser.get('/api/access/view').expect(401);
    await walkTo(cyTurn + DAY);
    expect(subjectsTo(ann.people['Cy']!.email)).toEqual([]);
  });

  it('"They have passed away" opens a waiting full request for that contact, asks the others, and grants nothing', async () => {
    const ann = await annWithContacts({ contacts: ['Di', 'Cy', 'Bo'] });
    const token = await walkToFirstQuestion(ann);
    const browser = visitor();
    const answered = await browser
      .post('/api/check-ins/answers')
      .send({ token, answer: 'passed_away' })
      .expect(200);
    expect(answered.body).toEqual({
      answer: 'passed_away',
      grant: null,
      request: {
        requestId: expect.any(String),
        claimToken: expect.any(String),
        grantsAt: new Date(clock().getTime() + 7 * DAY).toISOString(),
      },
    });
    const { requestId, claimToken } = answered.body.request;
    const requests = await testApp.store.accessRequests.listForOwner(ann.user.id, all);
    expect(requests.items).toMatchObject([
      {
        id: requestId,
        level: 'full',
        method: 'contact_report',
        holder: { name: 'Di Diaz', email: ann.people['Di']!.email, relationship: 'Sister' },
        decision: null,
        grantId: null,
      },
    ]);
    expect(await testApp.store.grants.listForOwner(ann.user.id, all)).toMatchObject({ items: [] });
    const claimed = await browser
      .post(`/api/access/requests/${requestId}/claim`)
      .send({ token: claimToken })
      .expect(202);
    expect(claimed.body.status).toBe('pending');
    await browser.get('/api/access/view').expect(401);

    await runDue();
    // The owner is asked at once, as for a request made at /access: a check-in refuses it.
    expect(subjectsTo(ann.email)).toContain('Someone asked for access to your plan');
    const prompt = testApp.smtp
      .to(ann.email)
      .find((mail) => mail.subject === 'Someone asked for access to your plan');
    expect(prompt?.text).toContain('saying you have passed away. If you are well, check in:');
    expect(prompt?.text).toContain('/check-in?token=');
    const told = testApp.smtp.to(ann.people['Di']!.email).at(-1);
    expect(told?.subject).toBe("What happens next with Ann Lee's plan");
    expect(told?.text).toContain(`/access/view?request=${requestId}&token=${claimToken}`);
    // The others are asked at once about the request, one at a time; the reporter is not.
    expect(subjectsTo(ann.people['Cy']!.email)).toEqual(['Is Ann OK?']);
    expect(testApp.smtp.to(ann.people['Cy']!.email)[0]?.text).toContain('passed away');
    expect(subjectsTo(ann.people['Bo']!.email)).toEqual([]);
    expect(subjectsTo(ann.people['Di']!.email).filter((s) => s === 'Is Ann OK?')).toHaveLength(1);
    await walk(3);
    expect(subjectsTo(ann.people['Bo']!.email)).toEqual(['Is Ann OK?']);
    // The missed check-in's own asking stopped at Di's answer: Cy was asked once, about the request.
    expect(subjectsTo(ann.people['Cy']!.email)).toEqual(['Is Ann OK?']);

    const log = await logOf(ann.agent);
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['request.received', 'check_in.contact_answered']),
    );
    await noFailedJobs(ann.user.id);
  });

  it('an old link stops working once its round is over: "They\'re unwell" after the owner checked in opens nothing', async () => {
    const ann = await annWithContacts();
    const token = await walkToFirstQuestion(ann);
    await ann.agent.post('/api/check-ins').expect(200);
    const page = visitor();
    await page.get(`/api/check-ins/question?token=${token}`).expect(404);
    const refused = await page
      .post('/api/check-ins/answers')
      .send({ token, answer: 'unwell' })
      .expect(404);
    expect(refused.body).toEqual({ error: 'invalid_link', message: expect.any(String) });
    expect(await testApp.store.grants.listForOwner(ann.user.id, all)).toMatchObject({ items: [] });
    await page.get('/api/access/view').expect(401);
  });

  it('an old link stops working once its round is over: "They have passed away" after "I\'m back to normal" opens no request', async () => {
    const ann = await annWithContacts();
    const token = await walkToFirstQuestion(ann);
    await ann.agent.post('/api/check-ins/back-to-normal').expect(200);
    const refused = await visitor()
      .post('/api/check-ins/answers')
      .send({ token, answer: 'passed_away' })
      .expect(404);
    expect(refused.body).toEqual({ error: 'invalid_link', message: expect.any(String) });
    expect((await testApp.store.accessRequests.listForOwner(ann.user.id, all)).items).toEqual([]);
  });

  it('a contact\'s "They\'re unwell or in hospital" about a waiting request opens emergency access and refuses the request: the owner is alive', async () => {
    const ann = await annWithContacts({ contacts: ['Di', 'Cy', 'Bo'] });
    const token = await walkToFirstQuestion(ann);
    const reported = await visitor()
      .post('/api/check-ins/answers')
      .send({ token, answer: 'passed_away' })
      .expect(200);
    const { requestId } = (reported.body as { request: { requestId: string } }).request;
    await runDue();
    const cyToken = answerTokenIn(testApp.smtp.to(ann.people['Cy']!.email).at(-1)?.text)!;
    const answered = await visitor()
      .post('/api/check-ins/answers')
      .send({ token: cyToken, answer: 'unwell' })
      .expect(200);
    expect(answered.body).toMatchObject({ answer: 'unwell', grant: { emergency: true } });
    expect((await testApp.store.accessRequests.get(requestId))?.decision).toBe('rejected');
    await testApp.mail!.flush();
    const told = testApp.smtp
      .to(ann.email)
      .find((mail) => mail.subject === 'A request for full access to your plan was rejected');
    expect(told?.text).toContain(
      'Because Cy Diaz, one of your trusted contacts, said you are unwell or in hospital',
    );
    expect(subjectsTo(ann.people['Di']!.email)).toContain('Your request for full access');
    const given = testApp.smtp
      .to(ann.email)
      .find((mail) => mail.subject === 'Someone was given access to your plan');
    expect(given?.text).toContain(
      "with a trusted contact's answer when we asked whether you are OK",
    );
    expect(await logOf(ann.agent)).toContainEqual(
      expect.objectContaining({
        action: 'request.rejected',
        detail: expect.stringContaining('said you are unwell or in hospital'),
      }),
    );
    // Nothing is released when the waiting period would have ended.
    await walk(8);
    const grants = await testApp.store.grants.listForOwner(ann.user.id, all);
    expect(grants.items).toMatchObject([
      { level: 'basic', emergency: true, viewerName: 'Cy Diaz' },
    ]);
    await noFailedJobs(ann.user.id);
  });

  it('a question about a request stops working once the request is decided', async () => {
    const ann = await annWithContacts({ contacts: ['Di', 'Cy', 'Bo'] });
    const token = await walkToFirstQuestion(ann);
    const reported = await visitor()
      .post('/api/check-ins/answers')
      .send({ token, answer: 'passed_away' })
      .expect(200);
    const { requestId } = (reported.body as { request: { requestId: string } }).request;
    await runDue();
    const cyToken = answerTokenIn(testApp.smtp.to(ann.people['Cy']!.email).at(-1)?.text)!;
    await ann.agent.post(`/api/privacy/requests/${requestId}/reject`).expect(200);
    await visitor().get(`/api/check-ins/question?token=${cyToken}`).expect(404);
    await visitor()
      .post('/api/check-ins/answers')
      .send({ token: cyToken, answer: 'unwell' })
      .expect(404);
    expect(await testApp.store.grants.listForOwner(ann.user.id, all)).toMatchObject({ items: [] });
  });

  it('a contact\'s "They\'re fine" about a waiting request stops the asking and refuses the request', async () => {
    const ann = await annWithContacts({ contacts: ['Di', 'Cy', 'Bo'] });
    const token = await walkToFirstQuestion(ann);
    const reported = await visitor()
      .post('/api/check-ins/answers')
      .send({ token, answer: 'passed_away' });
    const { requestId, claimToken } = (
      reported.body as { request: { requestId: string; claimToken: string } }
    ).request;
    await runDue();
    const cyToken = answerTokenIn(testApp.smtp.to(ann.people['Cy']!.email).at(-1)?.text)!;
    await visitor()
      .post('/api/check-ins/answers')
      .send({ token: cyToken, answer: 'fine' })
      .expect(200);
    await walk(6);
    expect(subjectsTo(ann.people['Bo']!.email)).toEqual([]);
    // Someone who knows Ann is well: the waiting claim of her passing is refused, for good.
    expect((await testApp.store.accessRequests.get(requestId))?.decision).toBe('rejected');
    await walk(30);
    await visitor()
      .post(`/api/access/requests/${requestId}/claim`)
      .send({ token: claimToken })
      .expect(403);
  });
});

describe('a full request made at /access', () => {
  it('asks the first trusted contact at once: the job worker is kicked, no poll is waited for', async () => {
    const ann = await annWithContacts();
    await visitor()
      .post('/api/access/requests')
      .send({
        level: 'full',
        ownerEmail: ann.email,
        deathCertificate: 'DC-2026-0042',
        medicalValidation: 'MV-7731',
        identityProof: 'ID-99812',
        requester: { name: 'Eli Stone', email: 'eli-kick@example.com', relationship: 'Executor' },
      })
      .expect(202);
    // Nothing here runs the due jobs: stop() only waits for a run the request's kick started.
    await testApp.jobs.stop();
    await testApp.mail!.flush();
    expect(subjectsTo(ann.people['Di']!.email)).toEqual(['Is Ann OK?']);
  });
});
