// The design kit and platform contract. The shell and every remote share one instance of this
// package at run time (a module federation singleton).
export { theme, brandPrimary } from './theme/theme';
export { DesignKitProvider } from './theme/DesignKitProvider';
export { HelpPanel, type HelpPanelProps } from './help/HelpPanel';
export { helpTopics, type HelpTopic, type HelpTopicEntry } from './help/helpTopics';
export { ProgressBar, progressPercent, type ProgressBarProps } from './progress/ProgressBar';
export {
  ApiError,
  apiErrorMessage,
  createApiClient,
  endpointResultOf,
  type ApiClient,
  type ApiClientOptions,
  type HttpMethod,
} from './api/apiClient';
export { createQueryClient } from './query/queryClient';
export {
  ToastProvider,
  useShowToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ShowToast,
  type ToastMessage,
} from './toasts/toasts';
export {
  PlatformProvider,
  usePlatform,
  type ClientRootReducer,
  type PlatformAddress,
  type PlatformContract,
  type PlatformUser,
} from './platform/contract';
export { useAddressQuery, createPlatformAddress } from './platform/address';
export { useAppLink } from './platform/appLink';
export { HostDialogProvider, useHostDialog, type HostDialog } from './platform/hostDialog';
export { TabPage } from './layout/TabPage';
export { BOTTOM_BAR_HEIGHT_VAR } from './layout/bottomBar';
