import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputProps = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'value' | 'onChange' | 'onBlur'
>;

/**
 * MUI's TextField (outlined), put together from the same parts in the same way: the same
 * markup, labels and look. TextField itself also carries its select mode (Select, Menu,
 * Popover, Modal, transitions), which the sign-in form never uses and the page would otherwise
 * download and run before it can respond.
 */
export function OutlinedTextField({
  id,
  label,
  helperText,
  error = false,
  disabled = false,
  fullWidth = false,
  ...input
}: InputProps & {
  id: string;
  label: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
}) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
