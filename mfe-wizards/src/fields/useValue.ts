import { getIn, useFormikContext } from 'formik';

/** The current value at a formik path, for the fields that reveal others (spec section 4). */
export function useValue<T>(path: string): T {
  const { values } = useFormikContext<object>();
  return getIn(values, path) as T;
}
