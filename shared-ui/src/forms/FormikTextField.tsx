import { getIn, type FormikProps } from 'formik';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

/**
 * A MUI text field bound to a formik form by its field's name (or path, `requester.email`):
 * value, change and blur go to the form, and the field's error shows, in place of its helper
 * text, once the field was left (or the form submitted), not while it is first typed in.
 */
export function FormikTextField<Values>({
  formik,
  name,
  helperText,
  ...props
}: Omit<TextFieldProps, BoundProps> & { formik: FormikProps<Values>; name: string }) {
  const error: unknown = getIn(formik.touched, name) ? getIn(formik.errors, name) : undefined;
  const shownError = typeof error === 'string' ? error : undefined;
  return (
    <TextField
      name={name}
      value={getIn(formik.values, name)}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      {...props}
    />
  );
}
