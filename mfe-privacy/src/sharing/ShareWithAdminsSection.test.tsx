import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARING_OFF_NOTICE, type AccountPreferences } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { READ_ONLY_NOTE_ID } from '../access/writeAccess';
import { ShareWithAdminsSection } from './ShareWithAdminsSection';

jest.setTimeout(20_000);

function renderSharing(
  initial: AccountPreferences,
  overrides: Parameters<typeof renderWithPlatform>[1] = {},
) {
  let saved = initial;
  const network = fakeNetwork({
    'GET /api/account/preferences': () => saved,
    'PUT /api/account/preferences': (body: unknown) => {
      saved = body as AccountPreferences;
      return saved;
    },
  });
  return {
    network,
    ...renderWithPlatform(<ShareWithAdminsSection />, { api: network.api, ...overrides }),
  };
}

const theSwitch = () =>
  screen.findByRole('switch', { name: 'Share my plan with the administrators' });

describe('sharing the plan with the administrators', () => {
  it('is off by default, explains the sync, and turning it on sends PUT', async () => {
    const { network, platform } = renderSharing({ shareWithAdmins: false });
    const toggle = await theSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/administrators’ Airtable sync copies your documents/)).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(network.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      shareWithAdmins: true,
    });
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Your plan is shared' }),
    );
    expect(screen.queryByText(SHARING_OFF_NOTICE)).not.toBeInTheDocument();
  });

  it('says what happens when it is turned off', async () => {
    const { network } = renderSharing({ shareWithAdmins: true });
    const toggle = await theSwitch();
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(SHARING_OFF_NOTICE)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(network.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      shareWithAdmins: false,
    });
  });

  it('is disabled on the demo account', async () => {
    renderSharing({ shareWithAdmins: false }, { isReadOnly: true });
    const toggle = await theSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-describedby', READ_ONLY_NOTE_ID);
  });

  it('reads nothing in demo mode', async () => {
    const { network } = renderSharing(
      { shareWithAdmins: true },
      { isDemoMode: true, isReadOnly: true },
    );
    const toggle = await theSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(network.calls).toHaveLength(0);
  });
});
