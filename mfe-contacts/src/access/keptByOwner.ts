import { reliedOnContactReason, type Contact } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';

/**
 * While helping with someone else's plan: why this contact's email and deletion are the
 * owner's alone (the plan relies on them: check-ins, messages), or null when the helper may
 * change them. The API refuses those changes the same way (403 helper_may_not_reroute).
 */
export function useKeptByOwner(): (contact: Contact) => string | null {
  const { helping } = usePlatform();
  return (contact) =>
    helping && contact.reliedOnBy?.length
      ? reliedOnContactReason(helping.ownerName, contact.reliedOnBy)
      : null;
}
