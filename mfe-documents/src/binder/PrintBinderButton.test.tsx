import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeNetwork,
  renderWithPlatform,
  renderWithPlatformSettled,
} from '@legacy-planner/shared-ui/testing';
import DocumentsTab from '../DocumentsTab';
import { PrintBinderButton } from './PrintBinderButton';

// "Print my binder" downloads the plan's binder as the wizards' PDF buttons download theirs: a
// link the browser saves, reached and followed from the keyboard.

describe('PrintBinderButton', () => {
  it('is on the Documents tab, beside its other actions', async () => {
    const network = fakeNetwork({ 'GET /api/documents': [], 'GET /api/files': [] });
    await renderWithPlatformSettled(<DocumentsTab />, { api: network.api });
    expect(await screen.findByRole('link', { name: 'Print my binder' })).toHaveAttribute(
      'href',
      '/api/plan/binder',
    );
  });

  it("for the owner: 'Print my binder', a download link to the plan's binder, reached by Tab", async () => {
    renderWithPlatform(<PrintBinderButton />);
    const link = screen.getByRole('link', { name: 'Print my binder' });
    expect(link).toHaveAttribute('href', '/api/plan/binder');
    expect(link).toHaveAttribute('download');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it("for a helper, even a viewer: 'Print the binder' of the plan they help with", () => {
    renderWithPlatform(<PrintBinderButton />, {
      helping: { helperId: 'h1', ownerName: 'Robert Diaz', role: 'viewer-helper' },
    });
    expect(screen.getByRole('link', { name: 'Print the binder' })).toHaveAttribute(
      'href',
      '/api/plan/binder',
    );
    expect(screen.queryByRole('link', { name: 'Print my binder' })).toBeNull();
  });

  it('in demo mode, where there is no plan on the server to print, is not offered', () => {
    renderWithPlatform(<PrintBinderButton />, { isDemoMode: true, isReadOnly: true });
    expect(screen.queryByRole('link', { name: /binder/ })).toBeNull();
  });
});
