import { render, screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import DashboardTab from './DashboardTab';

describe('DashboardTab', () => {
  it('shows its title and its help panel', () => {
    render(<DashboardTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.dashboard.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(helpTopics.dashboard.description)).toBeVisible();
  });
});
