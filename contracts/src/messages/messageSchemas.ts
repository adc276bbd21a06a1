import '../yupLocale';
import { object, string } from 'yup';

/** A recipient's link: the token it carries (only its hash is kept). */
export const messageTokenQuerySchema = object({
  token: string().strict().max(128).required('The link is incomplete'),
}).noUnknown();
