import request from 'supertest';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { helpWith } from '../../testing/helperRecords';
import { createTestApp } from '../../testing/testApp';
import { hashPassword } from '../auth/passwords';
import type { UserRecord } from '../../storage/port';

// The contacts the owner's plan relies on to act for them (issue 28's review): the trusted
// contacts of the check-ins (asked whether the owner is OK, and given access by their answer)
// and the recipients of legacy messages are reached at the email their contact record holds
// when they are asked or the message is sent. A helper who edits the plan may keep every other
// field of theirs current, but never change that email nor remove them: an editor who put their
// own address there would get the questions, and the access they lead to. Through the real app
// and store; each refusal is read back.

jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;

const PASSWORD = 'password-1';
const ORIGIN = 'http://localhost:8080';

let testApp: ReturnType<typeof createTestApp>;
let passwordHash: Promise<string> | undefined;

/** A user made in the store (sign-up is tested elsewhere), signed in by an agent of their own. */
async function signedIn(name: string, email: string): Promise<{ agent: Agent; user: UserRecord }> {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await testApp.store.users.create({
    name,
    email,
    passwordHash: await passwordHash,
    role: 'user',
    emailVerified: true,
  });
  const agent = request.agent(testApp.app.callback());
  await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  return { agent, user };
}

async function addContact(agent: Agent, firstName: string) {
  const made = await agent
    .post('/api/contacts')
    .send({
      firstName,
      lastName: 'Diaz',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '555-0100',
      relation: 'Sister',
      role: 'emergency_contact',
      address: '1 Elm Street',
      notes: '',
    })
    .expect(201);
  return made.body as Record<string, unknown> & { id: string };
}

/** Robert's plan: Anna is asked when he misses a check-in, Ben gets his message, Cara neither. */
async function robertsPlan(robert: Agent) {
  const anna = await addContact(robert, 'Anna');
  const ben = await addContact(robert, 'Ben');
  const cara = await addContact(robert, 'Cara');
  await robert
    .put('/api/check-ins/settings')
    .set('Origin', ORIGIN)
    .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [anna.id] })
    .expect(200);
  const data = emptyWizardData('final-wishes', () => 'row');
  data.legacyMessages = [
    {
      ...blankRow('legacyMessages', 'message-1'),
      messageType: 'text',
      deliveryTiming: 'upon_passing',
      recipientContactId: ben.id,
      content: 'For Ben',
    },
  ];
  await robert.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);
  return { anna, ben, cara };
}

const checkInRefusal =
  'Only Robert Diaz can change this contact’s email, or remove them: Robert’s check-ins ask them whether Robert is OK, and may give them access.';
const messageRefusal =
  'Only Robert Diaz can change this contact’s email, or remove them: a legacy message of Robert’s goes to them.';

/** What the plan keeps of a contact, as its owner reads it. */
const contactAsOwnerReads = async (robert: Agent, id: string) =>
  (await robert.get(`/api/contacts/${id}`).expect(200)).body as Record<string, unknown>;

/** The helper.changed entries of the owner's access log. */
const helperChanges = async (robert: Agent) =>
  (
    (await robert.get('/api/privacy/log?limit=100').expect(200)).body as { action: string }[]
  ).filter((entry) => entry.action === 'helper.changed').length;

describe('a contact the owner’s plan relies on, while an editor helps with it', () => {
  let robert: Agent;
  let maria: Agent;
  let plan: Awaited<ReturnType<typeof robertsPlan>>;

  beforeEach(async () => {
    testApp = createTestApp();
    const owner = await signedIn('Robert Diaz', 'robert@example.com');
    robert = owner.agent;
    const helper = await signedIn('Maria Diaz', 'maria@example.com');
    maria = helper.agent;
    plan = await robertsPlan(robert);
    await helpWith(testApp.store, owner.user, helper);
  });
  afterEach(() => testApp.close());

  it.each([
    ['a check-in contact', 'anna', checkInRefusal],
    ['a message recipient', 'ben', messageRefusal],
  ] as const)(
    'refuses the editor a change of %s’s email (403 helper_may_not_reroute, the owner named), changing nothing',
    async (_who, key, message) => {
      const contact = plan[key];
      const before = await contactAsOwnerReads(robert, contact.id);
      for (const change of [
        { email: 'maria@example.com' },
        { email: '' },
        // Refused whole: the notes given beside the email are not kept either.
        { ...before, email: 'maria@example.com', notes: 'Call after 6pm' },
      ]) {
        await maria
          .put(`/api/contacts/${contact.id}`)
          .send(change)
          .expect(403, { error: 'helper_may_not_reroute', message });
      }
      expect(await contactAsOwnerReads(robert, contact.id)).toEqual(before);
      expect(await helperChanges(robert)).toBe(0);
    },
  );

  it.each([
    ['a check-in contact', 'anna', checkInRefusal],
    ['a message recipient', 'ben', messageRefusal],
  ] as const)(
    'refuses the editor the deletion of %s (403 helper_may_not_reroute), which stays in the plan and its check-ins',
    async (_who, key, message) => {
      const contact = plan[key];
      const before = await contactAsOwnerReads(robert, contact.id);
      await maria
        .delete(`/api/contacts/${contact.id}`)
        .expect(403, { error: 'helper_may_not_reroute', message });
      expect(await contactAsOwnerReads(robert, contact.id)).toEqual(before);
      expect((await robert.get('/api/check-ins').expect(200)).body.contactIds).toEqual([
        plan.anna.id,
      ]);
      expect(await helperChanges(robert)).toBe(0);
    },
  );

  it('lets the editor change everything else of a relied-on contact, the unchanged email sent with it', async () => {
    const before = await contactAsOwnerReads(robert, plan.anna.id);
    const changes = {
      firstName: 'Annie',
      lastName: 'Diaz-Lee',
      phone: '555-0199',
      relation: 'Niece',
      role: 'medical_proxy',
      address: '2 Oak Street',
      notes: 'Call after 6pm',
    };
    // The contact form sends every field: the email as it is.
    await maria
      .put(`/api/contacts/${plan.anna.id}`)
      .send({ ...changes, email: before.email })
      .expect(200);
    expect(await contactAsOwnerReads(robert, plan.anna.id)).toMatchObject({
      ...changes,
      email: 'anna@example.com',
    });
    expect(await helperChanges(robert)).toBe(1);
  });

  it('lets the editor change the email of a contact nothing relies on, and delete it', async () => {
    await maria
      .put(`/api/contacts/${plan.cara.id}`)
      .send({ email: 'cara.diaz@example.com' })
      .expect(200);
    expect((await contactAsOwnerReads(robert, plan.cara.id)).email).toBe('cara.diaz@example.com');
    await maria.delete(`/api/contacts/${plan.cara.id}`).expect(204);
    await robert.get(`/api/contacts/${plan.cara.id}`).expect(404);
  });

  it('leaves the owner free to change a relied-on contact’s email and delete them', async () => {
    await robert
      .put(`/api/contacts/${plan.anna.id}`)
      .send({ email: 'anna.diaz@example.com', notes: 'New address' })
      .expect(200);
    expect(await contactAsOwnerReads(robert, plan.anna.id)).toMatchObject({
      email: 'anna.diaz@example.com',
      notes: 'New address',
    });
    await robert.put(`/api/contacts/${plan.ben.id}`).send({ email: '' }).expect(200);
    await robert.delete(`/api/contacts/${plan.anna.id}`).expect(204);
    await robert.delete(`/api/contacts/${plan.ben.id}`).expect(204);
    expect((await robert.get('/api/check-ins').expect(200)).body.contactIds).toEqual([]);
  });

  it('says of every contact what the plan relies on them for, to the owner and the editor alike', async () => {
    const relied = async (agent: Agent) =>
      Object.fromEntries(
        ((await agent.get('/api/contacts').expect(200)).body as Record<string, unknown>[]).map(
          (contact) => [contact.firstName, contact.reliedOnBy],
        ),
      );
    const expected = { Anna: ['check-ins'], Ben: ['messages'], Cara: [] };
    expect(await relied(robert)).toEqual(expected);
    expect(await relied(maria)).toEqual(expected);
    expect((await maria.get(`/api/contacts/${plan.anna.id}`).expect(200)).body.reliedOnBy).toEqual([
      'check-ins',
    ]);
    // A contact both asked at check-ins and sent a message names both.
    await robert
      .put('/api/check-ins/settings')
      .set('Origin', ORIGIN)
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [plan.anna.id, plan.ben.id] })
      .expect(200);
    expect((await relied(maria)).Ben).toEqual(['check-ins', 'messages']);
  });
});

describe('a legacy message the owner wrote, while an editor helps with the final wishes', () => {
  let robert: Agent;
  let maria: Agent;
  let plan: Awaited<ReturnType<typeof robertsPlan>>;
  const rerouteRefusal = {
    error: 'helper_may_not_reroute',
    message:
      'Only Robert Diaz can change who a legacy message goes to, or remove it: Robert chose who receives it.',
  };

  /** The final wishes as saved, read by `agent`. */
  const finalWishes = async (agent: Agent) =>
    (await agent.get('/api/wizards/final-wishes').expect(200)).body.data as ReturnType<
      typeof emptyWizardData<'final-wishes'>
    >;

  beforeEach(async () => {
    testApp = createTestApp();
    const owner = await signedIn('Robert Diaz', 'robert@example.com');
    robert = owner.agent;
    const helper = await signedIn('Maria Diaz', 'maria@example.com');
    maria = helper.agent;
    plan = await robertsPlan(robert);
    // A second message, to an address of no contact.
    const data = await finalWishes(robert);
    data.legacyMessages.push({
      ...blankRow('legacyMessages', 'message-2'),
      recipientName: 'Dora',
      recipientEmail: 'dora@example.com',
      content: 'For Dora',
    });
    await robert.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);
    await helpWith(testApp.store, owner.user, helper);
  });
  afterEach(() => testApp.close());

  it.each([
    [
      'pointing a message at another contact',
      (data: Awaited<ReturnType<typeof finalWishes>>) => {
        data.legacyMessages[0]!.recipientContactId = plan.cara.id;
      },
    ],
    [
      'pointing a message at another address',
      (data: Awaited<ReturnType<typeof finalWishes>>) => {
        data.legacyMessages[1]!.recipientEmail = 'maria@example.com';
      },
    ],
    [
      'giving a contact’s message an address instead',
      (data: Awaited<ReturnType<typeof finalWishes>>) => {
        data.legacyMessages[0]!.recipientContactId = '';
        data.legacyMessages[0]!.recipientEmail = 'maria@example.com';
      },
    ],
    [
      'removing a message',
      (data: Awaited<ReturnType<typeof finalWishes>>) => {
        data.legacyMessages.splice(1, 1);
      },
    ],
  ])(
    'refuses the editor %s (403 helper_may_not_reroute, the owner named), saving nothing',
    async (_change, change) => {
      const before = await finalWishes(robert);
      const data = await finalWishes(maria);
      data.personalReflections.rememberedFor = 'As a kind teacher';
      change(data);
      await maria
        .put('/api/wizards/final-wishes')
        .send({ status: 'draft', data })
        .expect(403, rerouteRefusal);
      expect(await finalWishes(robert)).toEqual(before);
      expect(await helperChanges(robert)).toBe(0);
    },
  );

  it('refuses the editor the deletion of final wishes that hold messages, keeping them', async () => {
    const before = await finalWishes(robert);
    await maria.delete('/api/wizards/final-wishes').expect(403, rerouteRefusal);
    expect(await finalWishes(robert)).toEqual(before);
  });

  it('lets the editor add a message and change the rest of the existing ones', async () => {
    const data = await finalWishes(maria);
    data.legacyMessages[0]!.content = 'For Ben, with love';
    data.legacyMessages[1]!.recipientName = 'Dora Lee';
    data.legacyMessages.push({
      ...blankRow('legacyMessages', 'message-3'),
      recipientContactId: plan.cara.id,
      content: 'For Cara',
    });
    await maria.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);
    const saved = await finalWishes(robert);
    expect(saved.legacyMessages.map((message) => message.content)).toEqual([
      'For Ben, with love',
      'For Dora',
      'For Cara',
    ]);
    expect(saved.legacyMessages[1]!.recipientName).toBe('Dora Lee');
  });

  it('leaves the owner free to point a message elsewhere and to remove one', async () => {
    const data = await finalWishes(robert);
    data.legacyMessages[0]!.recipientContactId = plan.cara.id;
    data.legacyMessages.splice(1, 1);
    await robert.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);
    expect(
      (await finalWishes(robert)).legacyMessages.map((message) => message.recipientContactId),
    ).toEqual([plan.cara.id]);
  });
});
