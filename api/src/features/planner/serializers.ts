import {
  activityCategories,
  activityStatuses,
  contactCreateSchema,
  documentCreateSchema,
  journeyStateSchema,
  wishCreateSchema,
  wizardKinds,
  type Activity,
  type Contact,
  type JourneyState,
  type PlanDocument,
  type Wish,
} from '@legacy-planner/contracts';
import { recordSerializer, serializer } from '../../routing/serializer';

// What the planner routes send: the fields of the shared schemas and the ones the store adds.
// Release settings and ordering columns stay on the server.
const owned = {
  id: { type: 'string' },
  userId: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

export const documentSerializer = recordSerializer<PlanDocument>('Document', documentCreateSchema, {
  ...owned,
  wizardKind: {
    type: ['string', 'null'],
    enum: [...wizardKinds, null],
    description: 'The wizard whose record keeps this document up to date; null for your own',
  },
});
export const wishSerializer = recordSerializer<Wish>('Wish', wishCreateSchema, owned);
export const contactSerializer = recordSerializer<Contact>('Contact', contactCreateSchema, owned);

export const activitySerializer = serializer<Activity>('Activity', {
  id: { type: 'string' },
  userId: { type: 'string' },
  category: { enum: [...activityCategories] },
  status: { enum: [...activityStatuses] },
  description: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
});

export const journeySerializer = recordSerializer<JourneyState>(
  'JourneyState',
  journeyStateSchema,
  {},
);
