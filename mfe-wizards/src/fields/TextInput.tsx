import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useWizardContext } from '../form/wizardContext';
import { fieldId } from './fieldId';

export interface TextInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  multiline?: boolean;
  /** Marked with *, as in the spec's forms; what a save needs is the schema's to say. */
  required?: boolean;
  helperText?: string;
  autoComplete?: string;
}

/** A text, email, phone, date or long-text field bound to the wizard's formik values. */
export function TextInput({
  name,
  label,
  type = 'text',
  multiline = false,
  required = false,
  helperText,
  autoComplete = 'off',
}: TextInputProps) {
  const [field, meta] = useField<string>(name);
  const { readOnly } = useWizardContext();
  // A draft requires nothing, so any error is about what was typed (too long, a recovery
  // phrase): shown while typing, not only after leaving the field.
  const error = meta.touched || field.value ? meta.error : undefined;
  return (
    <TextField
      id={fieldId(name)}
      {...field}
      value={field.value ?? ''}
      label={label}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      required={required}
      fullWidth
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        // A date input always shows its placeholder (dd/mm/yyyy): keep the label above it.
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        // Read-only rather than disabled: what is there stays legible and can be selected.
        htmlInput: { readOnly },
      }}
    />
  );
}
