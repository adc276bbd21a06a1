import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { ExportSection } from './ExportSection';

describe('Export Everything', () => {
  it('links to the export with a download, says what is inside, and has no axe violations', async () => {
    const { container } = renderWithPlatform(<ExportSection />);
    const link = screen.getByRole('link', { name: 'Download My Plan (.zip)' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('region', { name: 'Export Everything' })).toHaveTextContent(
      /each wizard as its PDF, every file you uploaded/,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('offers no download to the read-only demo', () => {
    renderWithPlatform(<ExportSection />, { isReadOnly: true });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/The demo has no plan of its own to export/)).toBeInTheDocument();
  });
});
