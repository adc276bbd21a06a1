import '../yupLocale';
import { boolean, object, string } from 'yup';

/** PUT /api/access/view/packet/tasks/{id}: mark it done or open again, or give it to a holder. */
export const packetTaskChangeSchema = object({
  done: boolean().strict().optional(),
  /** A full grant's id, or null to give it to nobody. */
  assignedTo: string().strict().max(64).nullable().optional(),
})
  .noUnknown()
  .test('something', 'Say whether the task is done or whom it is given to', (value) =>
    Boolean(value && (value.done !== undefined || value.assignedTo !== undefined)),
  );
