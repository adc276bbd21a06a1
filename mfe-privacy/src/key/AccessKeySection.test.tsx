import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessKeyStatus } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { AccessKeySection } from './AccessKeySection';

jest.setTimeout(20_000);

const KEY = 'LEGACY-ABC123-4567';

function renderKey(initial: AccessKeyStatus) {
  let status = initial;
  const network = fakeNetwork({
    'GET /api/privacy/access-key': () => status,
    'POST /api/privacy/access-key': () => {
      status = { exists: true, createdAt: '2026-11-22T12:00:00.000Z' };
      return { accessKey: KEY, createdAt: status.createdAt };
    },
    'DELETE /api/privacy/access-key': () => {
      status = { exists: false, createdAt: null };
      return new Reply(204);
    },
  });
  return { network, ...renderWithPlatform(<AccessKeySection />, { api: network.api }) };
}

describe('the master access key', () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  beforeEach(() => {
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('generates a key and shows it once, with a warning, a Copy button and the toast', async () => {
    const { network, platform } = renderKey({ exists: false, createdAt: null });
    expect(await screen.findByText('You have no access key yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Access Key' }));

    const shown = await screen.findByRole('region', { name: 'Your new access key' });
    expect(within(shown).getByText('Copy this key now: it will not be shown again.')).toBeVisible();
    expect(within(shown).getByText(KEY)).toBeVisible();
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Access key generated' }),
    );
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    expect(within(shown).getByRole('button', { name: 'Copy Key' })).toHaveFocus();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy Key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    expect(await screen.findByText(/You have an access key, generated on/)).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Access Key' })).toBeInTheDocument();
  });

  it('asks before replacing a key, and sends nothing when cancelled', async () => {
    const { network } = renderKey({ exists: true, createdAt: '2026-11-01T12:00:00.000Z' });
    await userEvent.click(await screen.findByRole('button', { name: 'Replace Access Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your access key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Replace Access Key' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Replace your access key?' })).getByRole('button', {
        name: 'Replace Key',
      }),
    );
    expect(await screen.findByText(KEY)).toBeInTheDocument();
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('revokes the key after asking', async () => {
    const { network, platform } = renderKey({
      exists: true,
      createdAt: '2026-11-01T12:00:00.000Z',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Access Key' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke your access key?' })).getByRole('button', {
        name: 'Revoke Key',
      }),
    );
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Access key revoked' }),
      ),
    );
    expect(network.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('You have no access key yet.')).toBeInTheDocument();
  });

  it('says why when generating fails, and shows no key', async () => {
    const network = fakeNetwork({
      'GET /api/privacy/access-key': { exists: false, createdAt: null },
      'POST /api/privacy/access-key': new Reply(429, {
        error: 'rate_limited',
        message: 'Too many keys today.',
      }),
    });
    const { platform } = renderWithPlatform(<AccessKeySection />, { api: network.api });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Access Key' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Too many keys today.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Your new access key' })).not.toBeInTheDocument();
  });
});
