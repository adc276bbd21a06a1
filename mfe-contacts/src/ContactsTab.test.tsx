import { render, screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import ContactsTab from './ContactsTab';

describe('ContactsTab', () => {
  it('shows its title and its help panel', () => {
    render(<ContactsTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.contacts.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(helpTopics.contacts.description)).toBeVisible();
  });
});
