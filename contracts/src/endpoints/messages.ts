import {
  messageDeliveryStates,
  messageNotSentReasons,
  recordedDeliveryTimings,
  recordedMessageTypes,
  type ExecutorMessage,
  type OpenedMessage,
  type OwnerMessageStatus,
} from '../messages/messageDelivery';
import { messageTokenQuerySchema } from '../messages/messageSchemas';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// Legacy messages delivered to their recipients (issue 27): the owner's view of each delivery
// and a test delivery; the executor's (a full grant's holder) list, milestone confirmation and
// resending; the recipient's link, with no account.

const ownerMessageStatusShape = shape.describes<OwnerMessageStatus>()(
  shape.object(
    {
      id: shape.string({ description: 'The message’s id in the final-wishes record' }),
      recipientName: shape.string(),
      reachable: shape.boolean({ description: 'Whether an email names where to deliver it' }),
      state: shape.oneOf(messageDeliveryStates),
      deliveredAt: shape.nullable(shape.timestamp()),
      firstOpenedAt: shape.nullable(shape.timestamp()),
      notSent: shape.nullable(
        shape.oneOf(messageNotSentReasons, {
          description:
            'Due (the plan was released) but not sent: no email for the recipient, or none sent by this server; null otherwise',
        }),
      ),
    },
    { title: 'OwnerMessageStatus' },
  ),
);

const executorMessageShape = shape.describes<ExecutorMessage>()(
  shape.object(
    {
      id: shape.string(),
      recipientName: shape.string(),
      relationship: shape.string(),
      messageType: shape.oneOf(recordedMessageTypes),
      deliveryTiming: shape.oneOf(recordedDeliveryTimings),
      specificDate: shape.string({ description: 'YYYY-MM-DD, or ""' }),
      milestoneDetails: shape.string(),
      reachable: shape.boolean(),
      state: shape.oneOf(messageDeliveryStates),
      deliveredAt: shape.nullable(shape.timestamp()),
    },
    { title: 'ExecutorMessage' },
  ),
);

const openedMessageShape = shape.describes<OpenedMessage>()(
  shape.object(
    {
      ownerName: shape.string(),
      recipientName: shape.string(),
      messageType: shape.oneOf(recordedMessageTypes),
      content: shape.string({ description: 'The text of a text message; "" for a recording' }),
      recording: shape.nullable(
        shape.object(
          { name: shape.string(), type: shape.string(), size: shape.integer() },
          { title: 'MessageRecording', description: 'Streamed from /messages/open/recording' },
        ),
      ),
      test: shape.boolean({ description: 'The owner’s test delivery: opening it changes nothing' }),
      linkExpiresAt: shape.timestamp(),
    },
    { title: 'OpenedMessage' },
  ),
);

export const ownerMessages = {
  method: 'GET',
  path: '/messages',
  response: {
    json: shape.object(
      { messages: shape.array(ownerMessageStatusShape, { description: 'In the record’s order' }) },
      { title: 'OwnerMessages' },
    ),
  },
} as const satisfies Endpoint;

export const sendTestDelivery = {
  method: 'POST',
  path: '/messages/:id/test-delivery',
  response: { empty: true },
} as const satisfies Endpoint;

export const openMessage = {
  method: 'GET',
  path: '/messages/open',
  query: messageTokenQuerySchema,
  response: { json: openedMessageShape },
} as const satisfies Endpoint;

export const openMessageRecording = {
  method: 'GET',
  path: '/messages/open/recording',
  query: messageTokenQuerySchema,
  response: { download: true },
} as const satisfies Endpoint;

export const executorMessages = {
  method: 'GET',
  path: '/access/view/messages',
  response: {
    json: shape.object(
      {
        messages: shape.array(executorMessageShape, { description: 'In the record’s order' }),
        released: shape.boolean({
          description:
            'Whether the after-passing release has happened (an admin verified a full request, or its waiting period ended): before it, no milestone is confirmed and no link sent again',
        }),
      },
      { title: 'ExecutorMessages' },
    ),
  },
} as const satisfies Endpoint;

export const confirmMessageMilestone = {
  method: 'POST',
  path: '/access/view/messages/:id/milestone',
  response: { json: executorMessageShape },
} as const satisfies Endpoint;

export const resendMessage = {
  method: 'POST',
  path: '/access/view/messages/:id/resend',
  response: { json: executorMessageShape },
} as const satisfies Endpoint;
