import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRequestOutcome, CurrentUser, JourneyState } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, type FakeRoutes } from '@legacy-planner/shared-ui/testing';
import { renderInHostDialog } from '../testing/renderInHostDialog';
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
};

const lovedOne = (patch: Partial<JourneyState> = {}): JourneyState => ({
  ...initialJourney,
  step: 1,
  planningFor: 'loved-one',
  relationship: 'Son',
  ...patch,
});

const granted: AccessRequestOutcome = {
  status: 'granted',
  grant: {
    id: 'g1',
    level: 'standard',
    emergency: false,
    expiresAt: '2026-12-22T10:00:00.000Z',
    ownerName: 'Ada Lovelace',
  },
};

function renderJourney(saved: JourneyState, routes: FakeRoutes = {}) {
  const network = fakeNetwork({
    'GET /api/journey': saved,
    'PUT /api/journey': (body: unknown) => body,
    ...routes,
  });
  const toast = jest.fn();
  const { close } = renderInHostDialog(<JourneyDialog />, {
    api: network.api,
    toast,
    user: signedInPerson,
  });
  return { network, toast, close };
}

async function fill(label: string | RegExp, text: string) {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.paste(text);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const accessCalls = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter(({ path }) => path === '/api/access/loved-one');
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
      'POST /api/access/loved-one': granted,
    });
    await fill(/^Their email address/, 'ada@example.com');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Please enter the access key')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(accessCalls(network)).toEqual([]);
  });

  it('checks the email and key on the server and continues on 201, storing neither', async () => {
    const { network } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'POST /api/access/loved-one': granted,
    });
    await fill(/^Their email address/, 'ada@example.com');
    await fill(/^Access key/, 'legacy-abc123-4567');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Access confirmed with their access key.')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(accessCalls(network).map(({ body }) => body)).toEqual([
      {
        method: 'key',
        ownerEmail: 'ada@example.com',
        accessKey: 'LEGACY-ABC123-4567',
        relationship: 'Son',
      },
    ]);
    await waitFor(() => expect(savedJourneys(network)).toHaveLength(1));
    expect(JSON.parse(savedJourneys(network)[0]!)).toMatchObject({
      step: 2,
      identityVerified: true,
    });
    expect(savedJourneys(network)[0]).not.toMatch(/LEGACY|ada@example\.com/i);
    // Identity is verified: Continue goes on without asking again.
    await userEvent.click(continueButton());
    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
  });

  it('refuses on 403 with a message, and stays on the access step', async () => {
    const { network } = renderJourney(lovedOne({ verificationMethod: 'key' }), {
      'POST /api/access/loved-one': new Reply(403, {
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

  it('questions: sends the answers for the loved one to approve in their Privacy tab (202)', async () => {
    const { network, toast } = renderJourney(
      lovedOne({ step: 2, verificationMethod: 'questions' }),
      {
        'POST /api/access/loved-one': new Reply(202, {
          status: 'pending',
          requestId: 'r1',
          claimToken: 'secret',
          grantsAt: null,
        }),
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
    expect(await screen.findByText(/approve it in their Privacy tab/)).toBeInTheDocument();
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
