import { render, screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import WishesTab from './WishesTab';

describe('WishesTab', () => {
  it('shows its title and its help panel', () => {
    render(<WishesTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishes' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.wishes.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(helpTopics.wishes.description)).toBeVisible();
  });
});
