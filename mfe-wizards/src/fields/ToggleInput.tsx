import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';
import { useWizardContext } from '../form/wizardContext';
import { fieldId } from './fieldId';

/**
 * A yes/no field: a checkbox (scopes, the confirmation) or a switch (the toggles that reveal
 * more fields). `onToggle` replaces the plain set when turning it changes other values too.
 */
export function ToggleInput({
  name,
  label,
  variant = 'checkbox',
  onToggle,
}: {
  name: string;
  label: string;
  variant?: 'checkbox' | 'switch';
  onToggle?: (checked: boolean) => void;
}) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const { readOnly } = useWizardContext();
  const error = meta.touched ? meta.error : undefined;
  const Control = variant === 'switch' ? Switch : Checkbox;
  const errorId = `${fieldId(name)}-error`;
  return (
    <>
      <FormControlLabel
        label={label}
        disabled={readOnly}
        control={
          <Control
            id={fieldId(name)}
            name={name}
            checked={Boolean(field.checked ?? field.value)}
            onChange={(_event, checked) =>
              onToggle ? onToggle(checked) : void helpers.setValue(checked)
            }
            onBlur={field.onBlur}
            slotProps={{
              input: { 'aria-describedby': error ? errorId : undefined } as object,
            }}
          />
        }
      />
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </>
  );
}
