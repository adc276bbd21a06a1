import {
  activityShape,
  contactShape,
  documentShape,
  journeyShape,
  wishShape,
} from '@legacy-planner/contracts/endpoints/planner';
import type {
  Activity,
  Contact,
  JourneyState,
  PlanDocument,
  Wish,
} from '@legacy-planner/contracts';
import { shapeSerializer } from '../../routing/shapeSerializer';

// The plan's records as their endpoints send them (contracts/endpoints/planner), for what sends
// them outside a route too (the plan's export). Release settings and ordering columns stay on
// the server.
export const documentSerializer = shapeSerializer<PlanDocument>(documentShape, 'Document');
export const wishSerializer = shapeSerializer<Wish>(wishShape, 'Wish');
export const contactSerializer = shapeSerializer<Contact>(contactShape, 'Contact');
export const activitySerializer = shapeSerializer<Activity>(activityShape, 'Activity');
export const journeySerializer = shapeSerializer<JourneyState>(journeyShape, 'JourneyState');
