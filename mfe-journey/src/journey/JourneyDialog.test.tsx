import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ActivePlan,
  CurrentUser,
  HelpedPlan,
  Helping,
  JourneyState,
} from '@legacy-planner/contracts';
import { fakeNetwork, Reply, type FakeRoutes } from '@legacy-planner/shared-ui/testing';
import { renderInHostDialog, type ShellPlans } from '../testing/renderInHostDialog';
import JourneyDialog from './JourneyDialog';
import { initialJourney } from './journeySteps';

jest.setTimeout(20_000);

const signedInPerson: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: true,
  onboardingStep: 6,
  signingPlace: null,
  maritalStatus: null,
};

const lovedOne = (patch: Partial<JourneyState> = {}): JourneyState => ({
  ...initialJourney,
  step: 1,
  planningFor: 'loved-one',
  relationship: 'Son',
  ...patch,
});

/** The loved one's plan as POST /api/helping/requests and GET /api/helping answer it. */
const gracesPlan = (patch: Partial<HelpedPlan> = {}): HelpedPlan => ({
  helperId: 'h1',
  ownerName: 'Grace Hopper',
  ownerEmail: 'grace@example.com',
  role: 'editor',
  state: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...patch,
});
const helpingWith = (...plans: HelpedPlan[]): Helping => ({ active: null, plans });
const asActive = ({ helperId, ownerName, role }: HelpedPlan): ActivePlan => ({
  helperId,
  ownerName,
  role,
});
const mailSent = (emailEnabled: boolean) => ({ google: false, facebook: false, emailEnabled });

function renderJourney(saved: JourneyState, routes: FakeRoutes = {}, shellPlans?: ShellPlans) {
  const network = fakeNetwork({
    'GET /api/journey': saved,
    'PUT /api/journey': (body: unknown) => body,
    'GET /api/helping': helpingWith(),
    'GET /api/auth/providers': mailSent(true),
    ...routes,
  });
  const toast = jest.fn();
  const { close, choosePlan } = renderInHostDialog(
    <JourneyDialog />,
    { api: network.api, toast, user: signedInPerson },
    shellPlans ?? { plans: [] },
  );
  return { network, toast, close, choosePlan };
}

async function fill(label: string | RegExp, text: string) {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.paste(text);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const accessCalls = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter(({ path }) => path === '/api/helping/requests');
/** Every saved journey, as sent: none may carry the key, the email or the answers. */
const savedJourneys = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter(({ method }) => method === 'PUT').map(({ body }) => JSON.stringify(body));

describe('opening the journey', () => {
  it('while the saved journey loads, shows a dialog named Guided journey with its progress', async () => {
    renderJourney(lovedOne());
    const loading = screen.getByRole('dialog', { name: 'Guided journey' });
    expect(
      within(loading).getByRole('progressbar', { name: 'Loading your journey' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Step 2 of 6')).toBeInTheDocument();
  });
});

describe('the journey for a loved one', () => {
  it('keeps the spec toast when no verification method is chosen', async () => {
    const { toast, network } = renderJourney(lovedOne());
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Verification method required',
      description: "Please choose how you'd like to verify access.",
      variant: 'destructive',
    });
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(accessCalls(network)).toEqual([]);
  });

  it('an empty access key never passes, and is not sent', async () => {
    const { network } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'POST /api/helping/requests': gracesPlan(),
    });
    await fill(/^Their email address/, 'ada@example.com');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Please enter the access key')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(accessCalls(network)).toEqual([]);
  });

  it('key: asks to help with the email and key, then says the request is with the loved one and how they will hear, storing neither', async () => {
    const { network, choosePlan } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'POST /api/helping/requests': gracesPlan(),
    });
    await fill(/^Their email address/, 'grace@example.com');
    await fill(/^Access key/, 'legacy-abc123-4567');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 3 of 6')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request is with Grace Hopper. They approve it in their Privacy tab; we have emailed them. You will see their plan in the plan switcher at the top once they approve, and we will email you.',
    );
    expect(accessCalls(network).map(({ body }) => body)).toEqual([
      {
        method: 'key',
        ownerEmail: 'grace@example.com',
        accessKey: 'LEGACY-ABC123-4567',
        relationship: 'Son',
      },
    ]);
    await waitFor(() => expect(savedJourneys(network)).toHaveLength(1));
    expect(JSON.parse(savedJourneys(network)[0]!)).toMatchObject({
      step: 2,
      identityVerified: true,
    });
    expect(savedJourneys(network)[0]).not.toMatch(/LEGACY|grace@example\.com/i);
    // A pending request passes the identity step; it opens no plan.
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
    expect(choosePlan).not.toHaveBeenCalled();
  });

  it('refuses on 403 with a message, and stays on the access step', async () => {
    const { network } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'POST /api/helping/requests': new Reply(403, {
        error: 'access_refused',
        message: 'Wrong key',
      }),
    });
    await fill(/^Their email address/, 'ada@example.com');
    await fill(/^Access key/, 'LEGACY-WRONG1-0000');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify access with these details',
    );
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(accessCalls(network)).toHaveLength(1);
    expect(savedJourneys(network)).toEqual([]);
  });

  it('says why when the asker’s own email is not verified yet, and stays on the access step', async () => {
    const message = 'Please verify your email before you ask to help.';
    renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'POST /api/helping/requests': new Reply(403, { error: 'email_not_verified', message }),
    });
    await fill(/^Their email address/, 'ada@example.com');
    await fill(/^Access key/, 'LEGACY-WRONG1-0000');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  });

  it('questions: sends the answers, then says the request is with the loved one (no email on this server)', async () => {
    const { network, toast } = renderJourney(
      lovedOne({ step: 2, verificationMethod: 'questions' }),
      {
        'POST /api/helping/requests': gracesPlan({ ownerName: 'Ada Byron' }),
        'GET /api/auth/providers': mailSent(false),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Identity verification required' }),
    );
    const send = screen.getByRole('button', { name: 'Send for their approval' });
    expect(send).toBeDisabled();
    await fill(/^Their email address/, 'ada@example.com');
    await fill(/^Their full name/, 'Ada Lovelace');
    await fill(/^Their date of birth/, '1815-12-10');
    await fill(/^Their mother's maiden name/, 'Milbanke');
    await fill(/^Their favourite colour/, 'Blue');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request is with Ada Byron. They approve it in their Privacy tab. You will see their plan in the plan switcher at the top once they approve.',
    );
    expect(accessCalls(network).map(({ body }) => body)).toEqual([
      {
        method: 'questions',
        ownerEmail: 'ada@example.com',
        relationship: 'Son',
        answers: {
          fullName: 'Ada Lovelace',
          birthDate: '1815-12-10',
          mothersName: 'Milbanke',
          favoriteColor: 'Blue',
        },
      },
    ]);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
    await waitFor(() => expect(savedJourneys(network)).toHaveLength(1));
    expect(savedJourneys(network)[0]).not.toMatch(/Milbanke|Blue|1815|ada@example/);
  });

  it('a refused request (403) is not pending: the identity step still asks for it', async () => {
    const { network, toast } = renderJourney(
      lovedOne({ step: 2, verificationMethod: 'questions' }),
      { 'POST /api/helping/requests': new Reply(403, { error: 'access_refused', message: 'No' }) },
    );
    await fill(/^Their email address/, 'ada@example.com');
    await fill(/^Their full name/, 'Ada Lovelace');
    await fill(/^Their date of birth/, '1815-12-10');
    await fill(/^Their mother's maiden name/, 'Milbanke');
    await fill(/^Their favourite colour/, 'Blue');
    await userEvent.click(screen.getByRole('button', { name: 'Send for their approval' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify access with these details',
    );
    await userEvent.click(continueButton());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Identity verification required' }),
    );
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(accessCalls(network)).toHaveLength(1);
  });
});

describe('a request that survives a reload and a new sign-in', () => {
  it('reopened with a request still waiting (GET /api/helping), shows it pending again and lets the journey go on', async () => {
    // The saved journey knows nothing of the request: the server's list of plans does.
    const { network, choosePlan } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'GET /api/helping': helpingWith(gracesPlan()),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request is with Grace Hopper. They approve it in their Privacy tab; we have emailed them.',
    );
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Access key/)).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 3 of 6')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your request is with Grace Hopper.');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
    expect(accessCalls(network)).toEqual([]);
    expect(choosePlan).not.toHaveBeenCalled();
  });

  it('while the request waits, step 5 adds nothing to any plan and says the tasks wait', async () => {
    renderJourney(lovedOne({ step: 4, identityVerified: true, verificationMethod: 'key' }), {
      'GET /api/helping': helpingWith(gracesPlan()),
    });
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request is with Grace Hopper.',
    );
    expect(screen.queryByRole('tab', { name: 'Add a contact' })).not.toBeInTheDocument();
  });

  it('a saved "verified" journey whose request is gone (refused) asks for a new one', async () => {
    const { toast } = renderJourney(
      lovedOne({ step: 2, identityVerified: true, verificationMethod: 'questions' }),
    );
    expect(await screen.findByRole('button', { name: 'Send for their approval' })).toBeDisabled();
    await userEvent.click(continueButton());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Identity verification required' }),
    );
  });

  it('the helper may ask to help someone else instead', async () => {
    const { network } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'GET /api/helping': helpingWith(gracesPlan({ state: 'active' })),
      'POST /api/helping/requests': gracesPlan({ helperId: 'h2', ownerName: 'Alan Turing' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to help someone else' }));
    await fill(/^Their email address/, 'alan@example.com');
    await fill(/^Access key/, 'LEGACY-ABC123-4567');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 3 of 6')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your request is with Alan Turing.');
    expect(accessCalls(network)).toHaveLength(1);
  });
});

describe('helping with the loved one once they approve', () => {
  it('an editor: Continue works on their plan (choosePlan), and step 5 adds to it through the planner routes', async () => {
    const approved = gracesPlan({ state: 'active', role: 'editor' });
    const { network, choosePlan } = renderJourney(
      lovedOne({ step: 2, verificationMethod: 'questions' }),
      {
        'GET /api/helping': helpingWith(approved),
        'POST /api/contacts': (body: unknown) => ({ id: 'c1', ...(body as object) }),
        'GET /api/contacts': [],
      },
      { plans: [approved] },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Grace Hopper approved: you can help with their plan (Can edit)',
    );
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
    expect(choosePlan.mock.calls).toEqual([['h1']]);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.getByText(/What you add here goes to Grace Hopper's plan/)).toBeInTheDocument();
    await fill(/^Name/, 'Dr Lee');
    await fill(/^Relationship/, 'Doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() =>
      expect(network.calls.filter(({ method }) => method === 'POST')).toEqual([
        expect.objectContaining({ path: '/api/contacts' }),
      ]),
    );
    expect(network.calls.find(({ path }) => path === '/api/contacts')?.body).toMatchObject({
      firstName: 'Dr',
      lastName: 'Lee',
      relation: 'Doctor',
    });
  });

  it("an editor back on their own plan at step 5 is offered their loved one's plan, not their own", async () => {
    const approved = gracesPlan({ state: 'active', role: 'editor' });
    const { choosePlan } = renderJourney(
      lovedOne({ step: 4, identityVerified: true, verificationMethod: 'key' }),
      { 'GET /api/helping': helpingWith(approved) },
      { plans: [approved], helping: null },
    );
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add a contact' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: "Work on Grace Hopper's plan" }),
    );
    expect(choosePlan.mock.calls).toEqual([['h1']]);
    expect(await screen.findByRole('tab', { name: 'Add a contact' })).toBeInTheDocument();
  });

  it('a viewer-helper: step 5 is skipped with an explanation, and the journey goes on', async () => {
    const viewing = gracesPlan({ state: 'active', role: 'viewer-helper' });
    renderJourney(
      lovedOne({ step: 3, identityVerified: true, verificationMethod: 'key' }),
      { 'GET /api/helping': helpingWith(viewing) },
      { plans: [viewing], helping: asActive(viewing) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Grace Hopper let you view their plan, not change it. Ask them to let you edit it to add contacts, wishes and documents.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add a contact' })).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 6 of 6')).toBeInTheDocument();
  });
});

describe('an invitation from the loved one', () => {
  const invited = gracesPlan({ state: 'invited', role: 'editor' });
  const accepted = gracesPlan({ state: 'active', role: 'editor' });

  it('says so and offers Accept instead of asking again; once accepted, Continue works on their plan', async () => {
    let theirs = invited;
    const { network, choosePlan } = renderJourney(
      lovedOne({ verificationMethod: 'key' }),
      {
        'GET /api/helping': () => helpingWith(theirs),
        'POST /api/helping/h1/accept': () => (theirs = accepted),
      },
      { plans: [accepted] },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Grace Hopper invited you to help with their plan (Can edit): there is no need to ask.',
    );
    expect(screen.queryByLabelText(/^Access key/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Accept Grace Hopper's invitation" }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        "You now help with Grace Hopper's plan (Can edit).",
      ),
    );
    expect(network.calls.filter(({ method }) => method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/helping/h1/accept' }),
    ]);
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 3 of 6')).toBeInTheDocument();
    expect(choosePlan.mock.calls).toEqual([['h1']]);
    expect(accessCalls(network)).toEqual([]);
  });

  it('says why an invitation could not be accepted, and still offers it', async () => {
    const message = 'Please verify your email before you help with a plan.';
    const { toast } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'GET /api/helping': helpingWith(invited),
      'POST /api/helping/h1/accept': new Reply(403, { error: 'email_not_verified', message }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: "Accept Grace Hopper's invitation" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: message, variant: 'destructive' }),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Grace Hopper invited you to help');
    expect(screen.getByRole('button', { name: "Accept Grace Hopper's invitation" })).toBeEnabled();
  });

  it('at step 5, offers the invitation rather than adding to any plan', async () => {
    renderJourney(lovedOne({ step: 4, identityVerified: true, verificationMethod: 'key' }), {
      'GET /api/helping': helpingWith(invited),
    });
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Grace Hopper invited you to help');
    expect(
      screen.getByRole('button', { name: "Accept Grace Hopper's invitation" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add a contact' })).not.toBeInTheDocument();
  });
});

describe('the journey for oneself', () => {
  const ownTasks = { ...initialJourney, step: 2, planningFor: 'self' as const };

  it('keeps its 4 steps, and step 5 adds to the own plan without asking about helping', async () => {
    const { network } = renderJourney(ownTasks, {
      'POST /api/wishes': (body: unknown) => ({ id: 'w1', ...(body as object) }),
      'GET /api/wishes': [],
    });
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete your first tasks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Add a wish' }));
    await fill(/^Preference/, 'A quiet service');
    await userEvent.click(screen.getByRole('button', { name: 'Save wish' }));
    await waitFor(() =>
      expect(network.calls.filter(({ method }) => method === 'POST')).toEqual([
        expect.objectContaining({ path: '/api/wishes' }),
      ]),
    );
    expect(network.calls.filter(({ path }) => path.startsWith('/api/helping'))).toEqual([]);
  });

  it('when the plan cannot be changed, stays at the step and adds nothing of its own to what the shell said', async () => {
    const approved = gracesPlan({ state: 'active', role: 'editor' });
    const { choosePlan, toast } = renderJourney(
      lovedOne({ step: 2, verificationMethod: 'questions' }),
      { 'GET /api/helping': helpingWith(approved) },
      { plans: [approved], switchFails: true },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Grace Hopper approved');
    await userEvent.click(continueButton());
    await waitFor(() => expect(choosePlan.mock.calls).toEqual([['h1']]));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it("while the session works on someone else's plan, says so and switches back before adding", async () => {
    const approved = gracesPlan({ state: 'active', role: 'editor' });
    const { choosePlan } = renderJourney(
      ownTasks,
      {},
      {
        plans: [approved],
        helping: asActive(approved),
      },
    );
    expect(
      await screen.findByText(
        /You are working on Grace Hopper's plan now: what you add here would go to their plan, not yours/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add a contact' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to my plan' }));
    expect(choosePlan.mock.calls).toEqual([[null]]);
    expect(await screen.findByRole('tab', { name: 'Add a contact' })).toBeInTheDocument();
  });
});

describe('closing the journey', () => {
  it('Close asks the shell to close it, where it stands', async () => {
    const { close, network } = renderJourney(lovedOne());
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedJourneys(network)).toEqual([]);
  });

  it('Complete Journey starts it over for next time, says so, and asks the shell to close it', async () => {
    const { close, toast, network } = renderJourney({
      ...initialJourney,
      step: 3,
      planningFor: 'self',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Journey' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Journey complete!',
      description: 'Your plan is on its way.',
      variant: 'success',
    });
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(savedJourneys(network)).toHaveLength(1));
    expect(JSON.parse(savedJourneys(network)[0]!)).toMatchObject({ step: 0 });
  });
});
