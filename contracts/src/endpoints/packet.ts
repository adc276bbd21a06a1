import {
  packetGapKinds,
  packetStages,
  type ExecutorPacket,
  type PacketGap,
  type PacketPerson,
  type PacketPreview,
  type PacketTask,
} from '../packet/packet';
import { packetTaskChangeSchema } from '../packet/packetSchemas';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The executor's packet (issue 29): a full grant's holder reads it, marks its tasks done and
// gives them to another holder; the owner and their helpers preview it as a full grant after
// passing would get it, with what it is missing.

const packetPersonShape = shape.describes<PacketPerson>()(
  shape.object(
    {
      grantId: shape.string({ description: 'The full grant' }),
      name: shape.string({ description: 'Its holder’s name' }),
    },
    { title: 'PacketPerson' },
  ),
);

export const packetTaskShape = shape.describes<PacketTask>()(
  shape.object(
    {
      id: shape.string({ description: 'Stable while the plan item it comes from stays' }),
      stage: shape.oneOf(packetStages),
      title: shape.string(),
      phone: shape.nullable(
        shape.string({ description: 'The number to call, on a task to call someone' }),
      ),
      details: shape.array(shape.string(), { description: 'The owner’s words, one line each' }),
      source: shape.string({ description: 'Where in the plan the information comes from' }),
      done: shape.nullable(
        shape.object({
          at: shape.timestamp(),
          by: shape.string({ description: 'Who marked it done' }),
        }),
      ),
      assignedTo: shape.nullable(packetPersonShape),
    },
    { title: 'PacketTask' },
  ),
);

export const executorPacketShape = shape.describes<ExecutorPacket>()(
  shape.object(
    {
      ownerName: shape.string(),
      tasks: shape.array(packetTaskShape, { description: 'In stage order' }),
      holders: shape.array(packetPersonShape, {
        description: 'The full grants’ holders, who can be given a task',
      }),
      you: shape.nullable(
        shape.string({ description: 'The viewer’s own grant; null in the owner’s preview' }),
      ),
    },
    { title: 'ExecutorPacket' },
  ),
);

const packetGapShape = shape.describes<PacketGap>()(
  shape.object({ kind: shape.oneOf(packetGapKinds), text: shape.string() }, { title: 'PacketGap' }),
);

/** The viewer's packet: a full grant only. */
export const executorPacket = {
  method: 'GET',
  path: '/access/view/packet',
  response: { json: executorPacketShape },
} as const satisfies Endpoint;

/** The viewer marks a task done (or open again) or gives it to a full grant's holder. */
export const changePacketTask = {
  method: 'PUT',
  path: '/access/view/packet/tasks/:id',
  body: packetTaskChangeSchema,
  refuseUnknownFields: true,
  response: { json: packetTaskShape },
} as const satisfies Endpoint;

/** The viewer's packet as a PDF. */
export const executorPacketPdf = {
  method: 'GET',
  path: '/access/view/packet/pdf',
  response: { download: true },
} as const satisfies Endpoint;

/** The owner's (and helpers') preview of the packet, with what it is missing. */
export const packetPreview = {
  method: 'GET',
  path: '/plan/packet',
  response: {
    json: shape.describes<PacketPreview>()(
      shape.object(
        {
          packet: executorPacketShape,
          gaps: shape.array(packetGapShape, { description: 'What the packet is missing' }),
        },
        { title: 'PacketPreview' },
      ),
    ),
  },
} as const satisfies Endpoint;

/** The preview as a PDF. */
export const packetPreviewPdf = {
  method: 'GET',
  path: '/plan/packet/pdf',
  response: { download: true },
} as const satisfies Endpoint;
