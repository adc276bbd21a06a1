import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@legacy-planner/contracts';
import { fakeNetwork } from '@legacy-planner/shared-ui/testing';
import { renderInHostDialog } from '../testing/renderInHostDialog';
import OnboardingDialog from './OnboardingDialog';

const newcomer = (onboardingStep: number): CurrentUser => ({
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: false,
  onboardingStep,
  signingPlace: null,
  maritalStatus: null,
});

function renderAtStep(step: number) {
  const network = fakeNetwork({
    'PUT /api/auth/onboarding': (body: unknown) => ({ ...newcomer(step), ...(body as object) }),
  });
  const { platform, close } = renderInHostDialog(<OnboardingDialog />, {
    api: network.api,
    user: newcomer(step),
  });
  return { ...network, platform, close };
}

describe('OnboardingDialog', () => {
  it('Escape asks the shell to put it away, without saving anything', async () => {
    const network = renderAtStep(0);
    expect(screen.getByRole('dialog', { name: 'Welcome to Legacy Planner' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.close).toHaveBeenCalledTimes(1);
    expect(network.calls).toEqual([]);
  });

  it("a step's action saves the step, says what to do and opens its tab through the shell", async () => {
    const network = renderAtStep(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add a Document' }));
    expect(await screen.findByRole('dialog', { name: 'Add a legacy contact' })).toBeInTheDocument();
    expect(network.calls).toEqual([
      {
        method: 'PUT',
        path: '/api/auth/onboarding',
        body: { onboardingComplete: false, onboardingStep: 2 },
      },
    ]);
    expect(network.platform.toast).toHaveBeenCalledWith({
      title: 'Documents',
      description:
        'Create your first document with a guided wizard, or upload one you already have.',
    });
    expect(network.platform.navigate).toHaveBeenCalledWith('/app?tab=documents');
    expect(network.close).not.toHaveBeenCalled();
  });

  it('offers Skip Tour on the first step', () => {
    renderAtStep(0);
    expect(screen.getByRole('button', { name: 'Skip Tour' })).toBeInTheDocument();
  });

  it.each([1, 4])('step %i offers Skip remaining steps', (step) => {
    renderAtStep(step);
    expect(screen.getByRole('button', { name: 'Skip remaining steps' })).toBeInTheDocument();
  });

  it('the last step offers no skipping, only Previous and Get Started', () => {
    renderAtStep(5);
    expect(screen.getByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  it('finishing saves the onboarding as complete at step 6', async () => {
    const network = renderAtStep(5);
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() =>
      expect(network.calls).toEqual([
        {
          method: 'PUT',
          path: '/api/auth/onboarding',
          body: { onboardingComplete: true, onboardingStep: 6 },
        },
      ]),
    );
    // The shell keeps the user the API answered: complete, it mounts the dialog no longer.
    expect(network.platform.updateUser).toHaveBeenCalledWith({
      ...newcomer(5),
      onboardingComplete: true,
      onboardingStep: 6,
    });
  });
});
