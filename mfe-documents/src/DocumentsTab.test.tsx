import { render, screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import DocumentsTab from './DocumentsTab';

describe('DocumentsTab', () => {
  it('shows its title and its help panel', () => {
    render(<DocumentsTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.documents.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(helpTopics.documents.description)).toBeVisible();
  });
});
