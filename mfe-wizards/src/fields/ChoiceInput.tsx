import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useWizardContext } from '../form/wizardContext';
import { fieldId } from './fieldId';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The options of one of contracts' option lists, each with the words it is shown with. */
export const optionsOf = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): ChoiceOption[] => values.map((value) => ({ value, label: labels[value] }));

/** A few choices, all in view: radio buttons in a labelled group (arrow keys move between). */
export function RadioChoice({
  name,
  legend,
  options,
  describedBy,
}: {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  /** The id of a text about the choice (a warning beside it), read with the group. */
  describedBy?: string;
}) {
  const [field] = useField<string>(name);
  const { readOnly } = useWizardContext();
  const legendId = useId();
  return (
    // The radios are disabled one by one: a disabled group would grey its legend too.
    <FormControl component="fieldset">
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legendId}
        aria-describedby={describedBy}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            disabled={readOnly}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A choice among several, in a drop-down list (for rows, where radios would not fit). */
export function SelectInput({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
}) {
  const [field, meta] = useField<string>(name);
  const { readOnly } = useWizardContext();
  const error = meta.touched ? meta.error : undefined;
  return (
    <TextField
      id={fieldId(name)}
      select
      fullWidth
      label={label}
      {...field}
      value={field.value ?? ''}
      error={Boolean(error)}
      helperText={error}
      disabled={readOnly}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
