import { useMutation } from '@tanstack/react-query';
import {
  rejectAccessRequest,
  verifyAccessRequest,
} from '@legacy-planner/contracts/endpoints/admin';
import { usePlatform } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';
import { useFailureToast } from '@legacy-planner/planner-client';

type Verb = 'verify' | 'reject';

const endpoints = { verify: verifyAccessRequest, reject: rejectAccessRequest } as const;

const wording: Record<Verb, { done: string; failed: string }> = {
  verify: {
    done: 'Evidence verified: full access granted',
    failed: 'The request could not be verified. Please try again.',
  },
  reject: {
    done: 'Request rejected',
    failed: 'The request could not be rejected. Please try again.',
  },
};

/** POST /api/admin/access-requests/{id}/verify or /reject; the list is read again after. */
function useDecide(verb: Verb) {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints[verb], { params: { id } }),
    onSuccess: () => {
      toast({ title: wording[verb].done, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.requests });
    },
    onError: failed(wording[verb].failed),
  });
}

export const useVerifyRequest = () => useDecide('verify');
export const useRejectRequest = () => useDecide('reject');
