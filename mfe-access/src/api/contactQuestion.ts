import { queryOptions } from '@tanstack/react-query';
import {
  answerContactQuestion as answerEndpoint,
  getContactQuestion,
} from '@legacy-planner/contracts/endpoints/checkIns';
import type { ContactAnswer } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * GET /api/check-ins/question?token=…: whom a trusted contact's link asks about. Reading it
 * answers nothing; 404 when the link was answered already or has expired.
 */
export const contactQuestionQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['contact-question', token],
    queryFn: () => api.call(getContactQuestion, { query: { token } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** POST /api/check-ins/answers: the contact's answer, once ("unwell" sets the viewer cookie). */
export const answerContactQuestion = (api: ApiClient, token: string, answer: ContactAnswer) =>
  api.call(answerEndpoint, { body: { token, answer } });
