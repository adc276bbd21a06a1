import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { accessLevels, type AccessLevel } from '@legacy-planner/contracts';
import { levelLabels } from '../labels';

/** A choice of access level (basic, standard, full), by the words the tab uses for them. */
export function LevelSelect({
  onLevel,
  ...props
}: Omit<TextFieldProps, 'select' | 'children' | 'onChange'> & {
  onLevel?: (level: AccessLevel) => void;
  onChange?: TextFieldProps['onChange'];
}) {
  return (
    <TextField
      select
      {...props}
      onChange={(event) => {
        props.onChange?.(event);
        onLevel?.(event.target.value as AccessLevel);
      }}
    >
      {accessLevels.map((level) => (
        <MenuItem key={level} value={level}>
          {levelLabels[level]}
        </MenuItem>
      ))}
    </TextField>
  );
}
