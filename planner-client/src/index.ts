// The plan's lists that several remotes show. Bundled into each build that uses it (it is not
// a module federation shared module), so a remote that changes how it reads a list ships the
// change itself, without waiting for the shell to be rebuilt.
export {
  helpingQueryKey,
  plannerQueryKeys,
  wizardRecordQueryKey,
  type PlannerList,
} from './queryKeys';
export { demoLists, type PlannerLists } from './demoLists';
export { plannerListQuery, usePlannerList } from './plannerLists';
export { useRefetchAfterChange } from './refetchAfterChange';
export { ConfirmDialog } from './ConfirmDialog';
export { FormDialog } from './FormDialog';
export { documentStatusLabel } from './documentStatusLabel';
export { uploadToVault, wizardPdfUrl, type VaultUpload } from './vault';
export { Section, LoadState } from './TabSection';
export { useFailureToast } from './failureToast';
export { timeLeft } from './timeLeft';
export { formatDate, formatDateTime } from './dates';
export { useNow } from './useNow';
export { writeAccessFor, type WriteAccess } from './writeAccess';
export { useQueriesSettled } from './queriesSettled';
export { accountSecurityQueryKey, fetchAccountSecurity } from './accountSecurity';
export { useAccountSecurity } from './useAccountSecurity';
export { useEmailToVerify } from './useEmailToVerify';
export { SigningPlaceSelect, signingPlaceLabel } from './SigningPlaceSelect';
export { draftPlanKey, forgetHelpedPlanDrafts, wizardDraftKey } from './wizardDrafts';
export { telHref } from './telHref';
export { PhoneNumber } from './PhoneNumber';
export { PacketView, type PacketTaskChange, type PacketTaskChangeHandler } from './PacketView';
export { VirtualList, type VirtualListProps } from './VirtualList';
