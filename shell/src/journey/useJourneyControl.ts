import { useShellDispatch, useShellSelector } from '../store/shellStore';
import { journeyClosed, selectIsJourneyOpen } from './journeySlice';

/** Whether the guided journey dialog is open (remotes open it through the platform contract). */
export function useJourneyControl() {
  const dispatch = useShellDispatch();
  return {
    isJourneyOpen: useShellSelector(selectIsJourneyOpen),
    closeJourney: () => dispatch(journeyClosed()),
  };
}
