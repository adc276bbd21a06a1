import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../api/currentUser';
import { helpingQueryKey } from '@legacy-planner/planner-client';

// What the cache holds about the person rather than a plan: the same whichever plan is in use.
const aboutThePerson = new Set([hashKey(currentUserQueryKey), hashKey(helpingQueryKey)]);

/**
 * Forgets every answer of the plan the session worked on, so that no screen shows the other
 * plan's documents, contacts or wishes once the session works on another one: the screens,
 * mounted afresh, ask again.
 */
export function forgetOtherPlan(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !aboutThePerson.has(query.queryHash) });
}
