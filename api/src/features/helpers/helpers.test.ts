import { ASK_EMAIL_NOT_VERIFIED_MESSAGE } from './helperService';
import {
  MAX_HELPERS,
  MAX_WAITING_REQUESTS,
  helperRoleDescriptions,
} from '@legacy-planner/contracts';
import { testAppWithMailPerFile, type Agent } from '../../testing/testAppWithMail';
import { recordHelperChange } from './helperChanges';

// People who help with a plan, through the real app and store: the owner invites, approves,
// changes roles and removes; the helper asks through the journey (key or questions), accepts,
// leaves and chooses the plan the session works on. Each step's log entry, and the mail of
// each (through a real SMTP server on 127.0.0.1). The clock is moved, never waited for.

jest.setTimeout(60_000);

const DAY = 86_400_000;
const testApp = testAppWithMailPerFile();
const { clock } = testApp;

const answers = {
  fullName: 'Fred Diaz',
  birthDate: '1950-01-01',
  mothersName: 'Smith',
  favoriteColor: 'Teal',
};

async function keyOf(agent: Agent): Promise<string> {
  return (await agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
}

const logOf = async (agent: Agent) =>
  (await agent.get('/api/privacy/log').expect(200)).body as {
    action: string;
    actor: { kind: string; name: string | null; email: string | null };
    detail: string | null;
  }[];

async function mailsTo(address: string) {
  await testApp.mail!.flush();
  return testApp.smtp.to(address);
}

/** A father and his daughter, signed in, and her request to help with his plan (key method). */
async function requested(role?: 'editor' | 'viewer-helper') {
  const fred = await testApp.signedIn('Fred Diaz');
  const maria = await testApp.signedIn('Maria Diaz');
  const key = await keyOf(fred.agent);
  const asked = await maria.agent
    .post('/api/helping/requests')
    .send({ method: 'key', ownerEmail: fred.email, accessKey: key, relationship: 'Daughter' })
    .expect(201);
  if (role) {
    await fred.agent.post(`/api/helpers/${asked.body.helperId}/approve`).send({ role }).expect(200);
  }
  return { fred, maria, helperId: asked.body.helperId as string };
}

describe('asking to help', () => {
  it('needs a verified email: the owner is told who asks by it', async () => {
    const fred = await testApp.signedIn('Fred Diaz');
    const key = await keyOf(fred.agent);
    const unproven = await testApp.signedIn('Maria Diaz', { verified: false });
    const refused = await unproven.agent
      .post('/api/helping/requests')
      .send({ method: 'key', ownerEmail: fred.email, accessKey: key, relationship: 'Daughter' })
      .expect(403);
    expect(refused.body).toEqual({
      error: 'email_not_verified',
      message: ASK_EMAIL_NOT_VERIFIED_MESSAGE,
    });
    expect((await fred.agent.get('/api/helpers').expect(200)).body).toEqual([]);
    expect(await mailsTo(fred.email)).toEqual([]);
  });
});

describe('inviting a helper', () => {
  it('mails the invitee, who accepts once signed in with that verified email; both steps are logged', async () => {
    const fred = await testApp.signedIn('Fred Diaz');
    const mariaEmail = `maria-invited-${Date.now()}@example.com`;
    const invited = await fred.agent
      .post('/api/helpers')
      .send({ name: 'Maria Diaz', email: mariaEmail.toUpperCase(), role: 'editor' })
      .expect(201);
    expect(invited.body).toEqual({
      id: expect.any(String),
      name: 'Maria Diaz',
      email: mariaEmail,
      relationship: '',
      role: 'editor',
      state: 'invited',
      method: 'invite',
      answers: null,
      createdAt: clock().toISOString(),
      activeSince: null,
    });
    const [invitation] = await mailsTo(mariaEmail);
    expect(invitation!.subject).toBe('Fred Diaz invites you to help with their plan');
    expect(invitation!.text).toContain(fred.email);
    expect(invitation!.text).toContain(helperRoleDescriptions.editor);
    expect(invitation!.text).toContain(`${testApp.config.publicUrl}/app`);
    expect(invitation!.text).toContain('plan switcher');
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.invited',
      actor: { kind: 'owner' },
      detail: expect.stringContaining(mariaEmail),
    });

    // She signs up with that email later.
    const maria = testApp.visitor();
    await maria
      .post('/api/auth/signup')
      .send({ name: 'Maria Diaz', email: mariaEmail, password: 'password-123' })
      .expect(201);
    const mariaId = (await testApp.store.users.findByEmail(mariaEmail))!.id;
    await testApp.store.users.markEmailVerified(mariaId, { dropPassword: false });
    const helping = (await maria.get('/api/helping').expect(200)).body;
    expect(helping).toEqual({
      active: null,
      plans: [
        {
          helperId: invited.body.id,
          ownerName: 'Fred Diaz',
          ownerEmail: fred.email,
          role: 'editor',
          state: 'invited',
          createdAt: clock().toISOString(),
        },
      ],
    });
    const accepted = await maria.post(`/api/helping/${invited.body.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ helperId: invited.body.id, state: 'active' });
    const [helper] = (await fred.agent.get('/api/helpers').expect(200)).body;
    expect(helper).toMatchObject({ state: 'active', activeSince: clock().toISOString() });
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.joined',
      actor: { kind: 'helper', name: 'Maria Diaz', email: mariaEmail },
    });
    const [joined] = await mailsTo(fred.email);
    expect(joined!.subject).toBe('Maria Diaz now helps with your plan');
  });

  it('refuses an unverified owner, their own email, an email already there, and more than MAX_HELPERS', async () => {
    const unverified = await testApp.signedIn('Una Diaz', { verified: false });
    const refused = await unverified.agent
      .post('/api/helpers')
      .send({ name: 'Maria', email: 'maria@example.com', role: 'editor' })
      .expect(403);
    expect(refused.body.error).toBe('email_not_verified');

    const fred = await testApp.signedIn('Fred Diaz');
    const invite = (email: string) =>
      fred.agent.post('/api/helpers').send({ name: 'Someone', email, role: 'viewer-helper' });
    expect((await invite(fred.email.toUpperCase()).expect(400)).body.error).toBe('own_email');
    await invite('tom@example.com').expect(201);
    expect((await invite('Tom@Example.com').expect(409)).body.error).toBe('already_helper');
    // The others straight in the store: invitations are limited to 20 an hour.
    for (let n = 1; n < MAX_HELPERS; n += 1) {
      await testApp.store.helpers.create({
        ownerId: fred.user.id,
        helperUserId: null,
        name: `Helper ${n}`,
        email: `helper-${n}@example.com`,
        relationship: '',
        role: 'editor',
        state: 'invited',
        method: 'invite',
        sealedAnswers: null,
        createdAt: clock().toISOString(),
      });
    }
    expect((await invite('one-more@example.com').expect(409)).body.error).toBe('too_many_helpers');
    expect((await fred.agent.get('/api/helpers').expect(200)).body).toHaveLength(MAX_HELPERS);
  });

  it('keeps places for requests apart: strangers asking never take the places of helpers and invitations', async () => {
    const { fred, helperId } = await requested();
    const filler = (n: number, state: 'invited' | 'requested') =>
      testApp.store.helpers.create({
        ownerId: fred.user.id,
        helperUserId: null,
        name: `Someone ${n}`,
        email: `${state}-${n}@example.com`,
        relationship: '',
        role: 'viewer-helper',
        state,
        method: state === 'invited' ? 'invite' : 'questions',
        sealedAnswers: null,
        createdAt: clock().toISOString(),
      });
    for (let n = 1; n < MAX_WAITING_REQUESTS; n += 1) await filler(n, 'requested');
    const late = await testApp.signedIn('Late Asker');
    const refused = await late.agent
      .post('/api/helping/requests')
      .send({ method: 'questions', ownerEmail: fred.email, answers })
      .expect(409);
    expect(refused.body.error).toBe('too_many_requests');

    // The owner's invitations still have every place, and an approval needs one.
    const invite = (email: string) =>
      fred.agent.post('/api/helpers').send({ name: 'Someone', email, role: 'viewer-helper' });
    await invite('tom@example.com').expect(201);
    for (let n = 1; n < MAX_HELPERS; n += 1) await filler(n, 'invited');
    const full = await fred.agent
      .post(`/api/helpers/${helperId}/approve`)
      .send({ role: 'editor' })
      .expect(409);
    expect(full.body.error).toBe('too_many_helpers');
    expect((await testApp.store.helpers.get(helperId))!.state).toBe('requested');
  });

  it('shows an invitation only to an account whose email is verified', async () => {
    const fred = await testApp.signedIn('Fred Diaz');
    const maria = await testApp.signedIn('Maria Diaz', { verified: false });
    const invited = await fred.agent
      .post('/api/helpers')
      .send({ name: 'Maria Diaz', email: maria.email, role: 'editor' })
      .expect(201);
    await maria.agent.get('/api/helping').expect(200, { active: null, plans: [] });
    const refused = await maria.agent.post(`/api/helping/${invited.body.id}/accept`).expect(403);
    expect(refused.body.error).toBe('email_not_verified');

    await testApp.store.users.markEmailVerified(maria.user.id, { dropPassword: false });
    const { plans } = (await maria.agent.get('/api/helping').expect(200)).body;
    expect(plans).toEqual([expect.objectContaining({ helperId: invited.body.id })]);
  });
});

describe('asking to help through the journey', () => {
  it('with the key: refuses a wrong key as /access does, and makes a request the owner is told of', async () => {
    const fred = await testApp.signedIn('Fred Diaz');
    const maria = await testApp.signedIn('Maria Diaz');
    const key = await keyOf(fred.agent);
    const ask = (body: object) => maria.agent.post('/api/helping/requests').send(body);

    const wrong = await ask({
      method: 'key',
      ownerEmail: fred.email,
      accessKey: 'LEGACY-WRONG0-0000',
      relationship: 'Daughter',
    }).expect(403);
    expect(wrong.body.error).toBe('access_refused');
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'request.refused',
      actor: { kind: 'requester', name: 'Maria Diaz' },
    });
    await ask({ method: 'key', ownerEmail: fred.email, accessKey: '' }).expect(400);

    const asked = await ask({
      method: 'key',
      ownerEmail: fred.email,
      accessKey: key,
      relationship: 'Daughter',
    }).expect(201);
    expect(asked.body).toEqual({
      helperId: expect.any(String),
      ownerName: 'Fred Diaz',
      ownerEmail: fred.email,
      role: 'viewer-helper',
      state: 'requested',
      createdAt: clock().toISOString(),
    });
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.requested',
      actor: { kind: 'requester', name: 'Maria Diaz', email: maria.email },
      detail: expect.stringContaining('your access key'),
    });
    const told = (await mailsTo(fred.email)).find((mail) => mail.subject.includes('asks to help'));
    expect(told!.text).toContain(`Maria Diaz (${maria.email}, Daughter) asks to help`);
    expect(told!.text).toContain('They gave your access key.');
    expect(told!.text).toContain(
      `Approve or decline in your Privacy tab: ${testApp.config.publicUrl}/app?tab=privacy`,
    );
    const notices = (await fred.agent.get('/api/privacy/notices').expect(200)).body;
    expect(JSON.stringify(notices)).toContain('Maria Diaz');
    const [helper] = (await fred.agent.get('/api/helpers').expect(200)).body;
    expect(helper).toMatchObject({
      id: asked.body.helperId,
      name: 'Maria Diaz',
      email: maria.email,
      relationship: 'Daughter',
      state: 'requested',
      method: 'key',
      answers: null,
    });
  });

  it('with the questions: seals the answers, and mails them to the owner to judge', async () => {
    const fred = await testApp.signedIn('Fred Diaz');
    const maria = await testApp.signedIn('Maria Diaz');
    const asked = await maria.agent
      .post('/api/helping/requests')
      .send({ method: 'questions', ownerEmail: fred.email, relationship: 'Daughter', answers })
      .expect(201);
    const [told] = await mailsTo(fred.email);
    expect(told!.subject).toBe('Someone asks to help with your plan');
    for (const line of [
      'Full name: Fred Diaz',
      'Date of birth: 1950-01-01',
      "Mother's maiden name: Smith",
      'Favourite colour: Teal',
      'Approve or decline in your Privacy tab',
    ]) {
      expect(told!.text).toContain(line);
    }
    const [helper] = (await fred.agent.get('/api/helpers').expect(200)).body;
    expect(helper).toMatchObject({ method: 'questions', answers });
    const stored = await testApp.store.helpers.get(asked.body.helperId);
    expect(stored!.sealedAnswers).not.toContain('Teal');
  });

  it('with the questions, never names the owner to the asker before they approve: the email typed stands for them', async () => {
    const fred = await testApp.signedIn('Fred Diaz');
    const maria = await testApp.signedIn('Maria Diaz');
    const asked = await maria.agent
      .post('/api/helping/requests')
      .send({ method: 'questions', ownerEmail: fred.email, answers })
      .expect(201);
    expect(asked.body).toMatchObject({ ownerName: fred.email, ownerEmail: fred.email });
    const listed = (await maria.agent.get('/api/helping').expect(200)).body.plans;
    expect(listed).toMatchObject([{ ownerName: fred.email, state: 'requested' }]);
    expect(JSON.stringify(listed)).not.toContain('Fred Diaz');

    await fred.agent
      .post(`/api/helpers/${asked.body.helperId}/approve`)
      .send({ role: 'editor' })
      .expect(200);
    const approved = (await maria.agent.get('/api/helping').expect(200)).body.plans;
    expect(approved).toMatchObject([{ ownerName: 'Fred Diaz', state: 'active' }]);
  });

  it('answers the record there is when asked again, and refuses one’s own plan like a wrong key', async () => {
    const { fred, maria, helperId } = await requested();
    const again = await maria.agent
      .post('/api/helping/requests')
      .send({ method: 'questions', ownerEmail: fred.email, answers })
      .expect(201);
    expect(again.body).toMatchObject({ helperId, state: 'requested' });
    expect((await fred.agent.get('/api/helpers').expect(200)).body).toHaveLength(1);
    expect(await mailsTo(fred.email)).toHaveLength(1);

    const own = await fred.agent
      .post('/api/helping/requests')
      .send({ method: 'key', ownerEmail: fred.email, accessKey: await keyOf(fred.agent) })
      .expect(403);
    expect(own.body.error).toBe('access_refused');
    const ownQuestions = await fred.agent
      .post('/api/helping/requests')
      .send({ method: 'questions', ownerEmail: fred.email, answers })
      .expect(403);
    expect(ownQuestions.body).toEqual(own.body);
  });
});

describe('the owner decides', () => {
  it('approves a request with a role, mailing the helper; an admin can neither see nor approve it', async () => {
    const { fred, maria, helperId } = await requested();
    const ada = await testApp.signedIn('Ada Admin', { admin: true });
    const waiting = (await ada.agent.get('/api/admin/access-requests').expect(200)).body;
    expect(JSON.stringify(waiting)).not.toContain(maria.email);
    await ada.agent.post(`/api/helpers/${helperId}/approve`).send({ role: 'editor' }).expect(404);
    expect((await testApp.store.helpers.get(helperId))!.state).toBe('requested');

    const approved = await fred.agent
      .post(`/api/helpers/${helperId}/approve`)
      .send({ role: 'editor' })
      .expect(200);
    expect(approved.body).toMatchObject({
      state: 'active',
      role: 'editor',
      activeSince: clock().toISOString(),
    });
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.approved',
      actor: { kind: 'owner' },
    });
    const [mail] = await mailsTo(maria.email);
    expect(mail!.subject).toBe('Fred Diaz approved your request to help with their plan');
    expect(mail!.text).toContain(helperRoleDescriptions.editor);
    const again = await fred.agent
      .post(`/api/helpers/${helperId}/approve`)
      .send({ role: 'viewer-helper' })
      .expect(409);
    expect(again.body.error).toBe('not_requested');
  });

  it('changes the role of an active helper only, logged and mailed', async () => {
    const { fred, maria, helperId } = await requested();
    const early = await fred.agent
      .put(`/api/helpers/${helperId}`)
      .send({ role: 'editor' })
      .expect(409);
    expect(early.body.error).toBe('not_active');
    await fred.agent
      .post(`/api/helpers/${helperId}/approve`)
      .send({ role: 'viewer-helper' })
      .expect(200);
    const changed = await fred.agent
      .put(`/api/helpers/${helperId}`)
      .send({ role: 'editor' })
      .expect(200);
    expect(changed.body).toMatchObject({ role: 'editor', state: 'active' });
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.role_changed',
      detail: expect.stringContaining('Can view → Can edit'),
    });
    const mail = (await mailsTo(maria.email)).at(-1)!;
    expect(mail.subject).toBe('Fred Diaz changed what you may do on their plan');
    expect(mail.text).toContain(helperRoleDescriptions.editor);
  });

  it('removes a helper at once: logged, mailed, and the plan the helper chose is forgotten', async () => {
    const { fred, maria, helperId } = await requested('editor');
    await maria.agent.put('/api/helping/active').send({ helperId }).expect(200);
    // Owner routes are the owner's: refused while Maria's session is on Fred's plan.
    const ownerOnly = await maria.agent.get('/api/helpers').expect(403);
    expect(ownerOnly.body.error).toBe('owner_only');

    await fred.agent.delete(`/api/helpers/${helperId}`).expect(204);
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.removed',
      actor: { kind: 'owner' },
      detail: expect.stringContaining(maria.email),
    });
    const mail = (await mailsTo(maria.email)).at(-1)!;
    expect(mail.subject).toBe('Fred Diaz removed you as a helper');
    await maria.agent.get('/api/helping').expect(200, { active: null, plans: [] });
    await maria.agent.get('/api/helpers').expect(200, []);
    await maria.agent.put('/api/helping/active').send({ helperId }).expect(404);
    await fred.agent.delete(`/api/helpers/${helperId}`).expect(404);
  });

  it('lists one helper’s changes, newest first, since a day', async () => {
    const { fred, helperId } = await requested('editor');
    const tom = await testApp.signedIn('Tom Diaz');
    const tomAsked = await tom.agent
      .post('/api/helping/requests')
      .send({ method: 'questions', ownerEmail: fred.email, answers })
      .expect(201);
    await fred.agent
      .post(`/api/helpers/${tomAsked.body.helperId}/approve`)
      .send({ role: 'editor' })
      .expect(200);
    const change = async (id: string, day: string, detail: string) => {
      clock.set(`${day}T12:00:00.000Z`);
      const helper = (await testApp.store.helpers.get(id))!;
      await testApp.store.unitOfWork((tx) =>
        recordHelperChange(
          tx,
          { clock },
          {
            ownerId: fred.user.id,
            helper,
            kind: 'created',
            detail,
            subject: { type: 'contacts', id: 'c1' },
          },
        ),
      );
    };
    await change(helperId, '2026-03-01', 'Maria Diaz added the contact Dr Lee');
    await change(tomAsked.body.helperId, '2026-03-02', 'Tom Diaz added the wish Song');
    await change(helperId, '2026-03-03', 'Maria Diaz added the contact Ana');

    const all = await fred.agent.get(`/api/helpers/${helperId}/changes`).expect(200);
    expect(all.body).toEqual([
      {
        at: '2026-03-03T12:00:00.000Z',
        kind: 'created',
        detail: 'Maria Diaz added the contact Ana',
      },
      {
        at: '2026-03-01T12:00:00.000Z',
        kind: 'created',
        detail: 'Maria Diaz added the contact Dr Lee',
      },
    ]);
    const since = await fred.agent
      .get(`/api/helpers/${helperId}/changes?since=2026-03-02`)
      .expect(200);
    expect(since.body.map((item: { detail: string }) => item.detail)).toEqual([
      'Maria Diaz added the contact Ana',
    ]);
    await fred.agent.get(`/api/helpers/${helperId}/changes?since=March`).expect(400);
    const stranger = await testApp.signedIn('Sam Other');
    await stranger.agent.get(`/api/helpers/${helperId}/changes`).expect(404);
  });
});

describe('the helper’s side', () => {
  it('chooses a plan: not someone else’s record (404) nor one not active (403), but their own active one', async () => {
    const { maria, helperId } = await requested();
    const other = await requested();
    await maria.agent.put('/api/helping/active').send({ helperId: other.helperId }).expect(404);
    const waiting = await maria.agent.put('/api/helping/active').send({ helperId }).expect(403);
    expect(waiting.body.error).toBe('not_helping_yet');
    await maria.agent.get('/api/helping').expect(200);
    expect((await maria.agent.get('/api/helping').expect(200)).body.active).toBeNull();

    const fred = (await testApp.store.helpers.get(helperId))!;
    await testApp.store.helpers.activate(helperId, 'requested', {
      helperUserId: fred.helperUserId!,
      role: 'viewer-helper',
      at: clock().toISOString(),
    });
    const chosen = await maria.agent.put('/api/helping/active').send({ helperId }).expect(200);
    expect(chosen.body.active).toEqual({ helperId, ownerName: 'Fred Diaz', role: 'viewer-helper' });
    expect((await maria.agent.get('/api/helping').expect(200)).body.active).toEqual(
      chosen.body.active,
    );
    const own = await maria.agent.put('/api/helping/active').send({ helperId: null }).expect(200);
    expect(own.body.active).toBeNull();
    await maria.agent.get('/api/helpers').expect(200);
  });

  it('leaves a plan: the record goes, the owner’s log says so, and the session’s choice is forgotten', async () => {
    const { fred, maria, helperId } = await requested('editor');
    await maria.agent.put('/api/helping/active').send({ helperId }).expect(200);
    const stranger = await testApp.signedIn('Sam Other');
    await stranger.agent.delete(`/api/helping/${helperId}`).expect(404);

    await maria.agent.delete(`/api/helping/${helperId}`).expect(204);
    expect((await logOf(fred.agent))[0]).toMatchObject({
      action: 'helper.left',
      actor: { kind: 'helper', name: 'Maria Diaz', email: maria.email },
      detail: 'Stopped helping with your plan',
    });
    await maria.agent.get('/api/helpers').expect(200, []);
    await fred.agent.get('/api/helpers').expect(200, []);
  });
});

describe('the digest', () => {
  it('is due a week after a helper’s first change', async () => {
    const { fred, helperId } = await requested('editor');
    const helper = (await testApp.store.helpers.get(helperId))!;
    await testApp.store.unitOfWork((tx) =>
      recordHelperChange(
        tx,
        { clock },
        {
          ownerId: fred.user.id,
          helper,
          kind: 'updated',
          detail: 'Maria Diaz changed the wish Song',
          subject: { type: 'wishes', id: 'w1' },
        },
      ),
    );
    clock.advance(7 * DAY);
    await testApp.jobs.runDue();
    const digest = (await mailsTo(fred.email)).at(-1)!;
    expect(digest.subject).toBe('Your helpers’ changes to your plan this week');
    expect(digest.text).toContain('Maria Diaz changed the wish Song');
  });
});
