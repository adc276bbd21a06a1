import * as sharedUi from './index';

// The shell's copy of shared-ui is the one that runs (a module federation singleton), so a
// remote built against a newer shared-ui still meets the shell's older copy until the shell is
// rebuilt. The surface may therefore only grow: every name here must stay exported, and a new
// export is added here so that it, too, stays.
const publishedNames = [
  'ApiError',
  'BOTTOM_BAR_HEIGHT_VAR',
  'DesignKitProvider',
  'HelpPanel',
  'HostDialogProvider',
  'PlatformProvider',
  'ProgressBar',
  'TOAST_DURATION_MS',
  'TOAST_LIMIT',
  'TabPage',
  'ToastProvider',
  'apiErrorMessage',
  'brandPrimary',
  'createApiClient',
  'createPlatformAddress',
  'createQueryClient',
  'endpointResultOf',
  'helpTopics',
  'progressPercent',
  'theme',
  'useAddressQuery',
  'useAppLink',
  'useHostDialog',
  'usePlatform',
  'useShowToast',
];

describe("shared-ui's public surface", () => {
  it('still exports every published name', () => {
    const missing = publishedNames.filter((name) => !(name in sharedUi));
    expect(missing).toEqual([]);
  });

  it('lists every export here, so that a new one is published on purpose', () => {
    const unlisted = Object.keys(sharedUi).filter((name) => !publishedNames.includes(name));
    expect(unlisted).toEqual([]);
  });
});
