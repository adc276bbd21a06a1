import { useMutation } from '@tanstack/react-query';
import type { Contact, ContactInput, ContactPatch } from '@legacy-planner/contracts';
import { ApiError, apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { useRefetchAfterChange } from '@legacy-planner/planner-client';
import { createContact } from '../api/createContact';
import { updateContact } from '../api/updateContact';
import { deleteContact } from '../api/deleteContact';

/**
 * Adding, changing and deleting contacts, each with the spec's toasts (section 8). After a
 * change the contacts and the activity log are fetched again wherever they are shown (the
 * dashboard's too). Each call rejects on failure, so a dialog can stay open with its form.
 */
export function useContactChanges() {
  const { api, toast } = usePlatform();
  const refetch = useRefetchAfterChange();
  // A refusal for a helper (the plan came to rely on the contact since the page loaded) says
  // why, naming the owner; trying again would not help.
  const onFailure = (fallback: string) => (error: Error) =>
    toast({
      title: 'Error',
      description:
        error instanceof ApiError && error.code === 'helper_may_not_reroute'
          ? apiErrorMessage(error, fallback)
          : fallback,
      variant: 'destructive',
    });

  const create = useMutation({
    mutationFn: (contact: ContactInput) => createContact(api, contact),
    onSuccess: () => toast({ title: 'Contact created', variant: 'success' }),
    onError: onFailure('Failed to create contact. Please try again.'),
    onSettled: () => refetch('contacts'),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ContactPatch }) =>
      updateContact(api, id, changes),
    onSuccess: () => toast({ title: 'Contact updated', variant: 'success' }),
    onError: onFailure('Failed to update contact. Please try again.'),
    onSettled: () => refetch('contacts'),
  });
  const remove = useMutation({
    mutationFn: (contact: Contact) => deleteContact(api, contact.id),
    onSuccess: () => toast({ title: 'Contact deleted', variant: 'success' }),
    onError: onFailure('Failed to delete contact. Please try again.'),
    onSettled: () => refetch('contacts'),
  });

  return {
    create: create.mutateAsync,
    update: update.mutateAsync,
    remove: remove.mutateAsync,
  };
}
