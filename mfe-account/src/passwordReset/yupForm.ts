import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';

/** A formik `validate` that checks the values with a contracts schema, as the server does. */
export const validateWith =
  <V extends object>(schema: ObjectSchema<AnyObject>) =>
  async (values: V): Promise<FormikErrors<V>> => {
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      return yupToFormErrors<V>(error);
    }
  };
