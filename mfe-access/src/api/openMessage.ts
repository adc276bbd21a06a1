import { queryOptions } from '@tanstack/react-query';
import { openMessage, openMessageRecording } from '@legacy-planner/contracts/endpoints/messages';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * GET /api/messages/open?token=…: the message the recipient's link opens (each opening is in
 * its owner's access log, so it is read once per visit, never again on focus); 404 when the
 * link no longer works.
 */
export const openMessageQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['message', token],
    queryFn: () => api.call(openMessage, { query: { token } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The recording, streamed by the audio or video element through the same link. */
export const messageRecordingAddress = (token: string) =>
  endpointAddress(openMessageRecording, { query: { token } });
