import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@legacy-planner/contracts';
import { fakeNetwork } from '@legacy-planner/shared-ui/testing';
import { renderInShell } from '../testing/renderInShell';
import { OnboardingDialog } from './OnboardingDialog';

const newcomer = (onboardingStep: number): CurrentUser => ({
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: false,
  onboardingStep,
});

function renderAtStep(step: number) {
  const network = fakeNetwork({
    'PUT /api/auth/onboarding': (body: unknown) => ({ ...newcomer(step), ...(body as object) }),
  });
  renderInShell(<OnboardingDialog user={newcomer(step)} openTab={jest.fn()} />, {
    api: network.api,
    user: newcomer(step),
  });
  return network;
}

describe('OnboardingDialog', () => {
  it('Escape puts it away without saving anything', async () => {
    const network = renderAtStep(0);
    expect(screen.getByRole('dialog', { name: 'Welcome to Legacy Planner' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.calls).toEqual([]);
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
  });
});
