import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanReview } from '@legacy-planner/contracts';
import {
  Reply,
  fakeNetwork,
  renderWithPlatform,
  signedInPerson,
} from '@legacy-planner/shared-ui/testing';
import { PlanReviewCard } from './PlanReviewCard';

const reviewed = (lastReviewedAt: string | null, reasons: PlanReview['reasons'] = []) => ({
  lastReviewedAt,
  reasons,
});
const moved: PlanReview['reasons'][number] = {
  kind: 'signing-place',
  at: '2026-03-03T09:00:00.000Z',
  detail: 'CA',
  by: null,
};
const child: PlanReview['reasons'][number] = {
  kind: 'child-contact',
  at: '2026-03-05T09:00:00.000Z',
  detail: 'Leo Lee (Son)',
  by: 'Hana Lee',
};

describe('PlanReviewCard', () => {
  it('says "Not reviewed yet" until the owner presses "I reviewed my plan", then the day', async () => {
    const network = fakeNetwork({
      'GET /api/plan/review': reviewed(null),
      'PUT /api/plan/review': reviewed('2026-03-03T10:00:00.000Z'),
    });
    const { platform } = renderWithPlatform(<PlanReviewCard />, {
      api: network.api,
      user: signedInPerson,
    });
    expect(await screen.findByText('Not reviewed yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I reviewed my plan' }));
    expect(await screen.findByText('Last reviewed 3 March 2026')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/plan/review', body: undefined },
    ]);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Plan marked reviewed', variant: 'success' }),
    );
  });

  it('shows each change since the last review until the plan is marked reviewed, by keyboard too', async () => {
    const network = fakeNetwork({
      'GET /api/plan/review': reviewed('2025-02-10T08:00:00.000Z', [moved, child]),
      'PUT /api/plan/review': reviewed('2026-03-06T10:00:00.000Z'),
    });
    renderWithPlatform(<PlanReviewCard />, { api: network.api, user: signedInPerson });
    expect(await screen.findByText('Last reviewed 10 February 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your plan may need a review: you changed where you sign to California on 3 March 2026',
      'Your plan may need a review: Hana Lee added Leo Lee (Son) to your contacts on 5 March 2026',
    ]);

    // The button is reached with Tab and pressed with Enter.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I reviewed my plan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Last reviewed 6 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a helper the owner's review and changes, without the button", async () => {
    const network = fakeNetwork({
      'GET /api/plan/review': reviewed('2026-01-20T08:00:00.000Z', [moved]),
    });
    renderWithPlatform(<PlanReviewCard />, {
      api: network.api,
      user: signedInPerson,
      helping: { helperId: 'h1', ownerName: 'Robert Roe', role: 'editor' },
    });
    expect(await screen.findByText('Last reviewed 20 January 2026')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('you changed where you sign to California');
    expect(screen.queryByRole('button', { name: 'I reviewed my plan' })).not.toBeInTheDocument();
  });

  it('shows the card with what failed when the review cannot be read, and Retry reads it again', async () => {
    const routes: Record<string, unknown> = {
      'GET /api/plan/review': new Reply(500, { error: 'internal', message: 'Broken' }),
    };
    const network = fakeNetwork(routes);
    renderWithPlatform(<PlanReviewCard />, { api: network.api, user: signedInPerson });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'Plan review could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Plan review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I reviewed my plan' })).not.toBeInTheDocument();

    routes['GET /api/plan/review'] = reviewed('2026-02-01T08:00:00.000Z');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Last reviewed 1 February 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I reviewed my plan' })).toBeEnabled();
    expect(network.calls.filter((call) => call.path === '/api/plan/review')).toHaveLength(2);
  });

  it('says when the review could not be saved, and keeps the date it had', async () => {
    const network = fakeNetwork({
      'GET /api/plan/review': reviewed(null),
      'PUT /api/plan/review': new Reply(500, { error: 'internal', message: 'Broken' }),
    });
    const { platform } = renderWithPlatform(<PlanReviewCard />, {
      api: network.api,
      user: signedInPerson,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'I reviewed my plan' }));
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'That did not work', variant: 'destructive' }),
    );
    expect(screen.getByText('Not reviewed yet')).toBeInTheDocument();
  });
});
