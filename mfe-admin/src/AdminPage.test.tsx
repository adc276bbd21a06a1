import { render, screen } from '@testing-library/react';
import AdminPage from './AdminPage';

describe('AdminPage', () => {
  it('shows its title', () => {
    render(<AdminPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  });
});
