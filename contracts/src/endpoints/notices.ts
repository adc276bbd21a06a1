import type { OwnerNotice } from '../privacy/privacyTypes';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The owner's access notices: the shell shows them on every page of the app, so this file loads
// no yup (privacy.ts, which the Privacy tab reads, re-exports them).

export const ownerNoticeShape = shape.describes<OwnerNotice>()(
  shape.object(
    {
      id: shape.string(),
      text: shape.string(),
      createdAt: shape.timestamp(),
      readAt: shape.nullable(shape.timestamp()),
    },
    { title: 'OwnerNotice' },
  ),
);

export const listOwnerNotices = {
  method: 'GET',
  path: '/privacy/notices',
  response: { list: ownerNoticeShape },
} as const satisfies Endpoint;
export const markNoticesRead = {
  method: 'POST',
  path: '/privacy/notices/read',
  response: { empty: true },
} as const satisfies Endpoint;
