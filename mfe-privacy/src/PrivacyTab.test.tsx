import { render, screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import PrivacyTab from './PrivacyTab';

describe('PrivacyTab', () => {
  it('shows its title and its help panel', () => {
    render(<PrivacyTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.accessControl.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(helpTopics.accessControl.description)).toBeVisible();
  });
});
