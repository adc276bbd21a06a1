import type { TextFieldProps } from '@mui/material/TextField';
import type { AccessLevel } from '@legacy-planner/contracts';
import { ChoiceField } from './ChoiceField';
import { levelChoices } from './choices';

/** A choice of access level (basic, standard, full), by the words the tab uses for them. */
export function LevelSelect({
  onLevel,
  ...props
}: Omit<TextFieldProps, 'select' | 'children' | 'onChange'> & {
  onLevel?: (level: AccessLevel) => void;
  onChange?: TextFieldProps['onChange'];
}) {
  return (
    <ChoiceField
      {...props}
      choices={levelChoices}
      onChange={(event) => {
        props.onChange?.(event);
        onLevel?.(event.target.value as AccessLevel);
      }}
    />
  );
}
