import type { Endpoint } from './endpoint';

// The plan's binder (issue 29): one PDF of the whole plan to print and keep with the originals,
// read by the owner and by every helper of the plan.

export const binderPdf = {
  method: 'GET',
  path: '/plan/binder',
  response: { download: true },
} as const satisfies Endpoint;
