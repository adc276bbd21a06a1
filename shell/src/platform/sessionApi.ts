import { createApiClient, type ApiClient, type ApiError } from '@legacy-planner/shared-ui';

export interface SessionApi {
  /** For what is about the person, whichever plan is in use (who is signed in). */
  person: ApiClient;
  /**
   * A client for the pages of one plan, named by its PLAN_HEADER tag (null: not yet known), so
   * that the API refuses what a page of a plan left still sends.
   */
  clientFor(plan: string | null): ApiClient;
  /** Sets the one listener of every client's failed answers; answers how to remove it. */
  onRefusal(listener: (error: ApiError) => void): () => void;
}

/**
 * The API clients every remote calls through, and the one listener of their refusals: a
 * refusal about the whole session is heard by the shell, whoever made the call.
 */
export function createSessionApi(): SessionApi {
  let hear = (_error: ApiError) => {};
  const clientFor = (plan: string | null) =>
    createApiClient(undefined, { onError: (error) => hear(error), plan: plan ?? undefined });
  return {
    person: clientFor(null),
    clientFor,
    onRefusal(listener) {
      hear = listener;
      return () => {
        hear = () => {};
      };
    },
  };
}
