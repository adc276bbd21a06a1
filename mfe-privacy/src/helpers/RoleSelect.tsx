import type { TextFieldProps } from '@mui/material/TextField';
import {
  helperRoleDescriptions,
  helperRoleLabels,
  type HelperRole,
} from '@legacy-planner/contracts';
import { ChoiceField, type Choice } from '../fields/ChoiceField';

/** The roles as offered: the safe one, "Can view", first. */
const roleChoices: readonly Choice[] = (['viewer-helper', 'editor'] as const).map((role) => ({
  value: role,
  label: helperRoleLabels[role],
}));

/** What a helper may do, with what the chosen role means written under it. */
export function RoleSelect({
  value,
  onRole,
  helperText,
  ...props
}: Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value' | 'helperText'> & {
  value: HelperRole;
  onRole: (role: HelperRole) => void;
  /** Instead of the role's description (a form's error). */
  helperText?: string;
}) {
  return (
    <ChoiceField
      {...props}
      choices={roleChoices}
      value={value}
      helperText={helperText ?? helperRoleDescriptions[value]}
      // The role's meaning is read whether or not it can be changed now (the demo, an
      // unverified email): a disabled field's grey fails contrast.
      slotProps={{
        ...props.slotProps,
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
      onChange={(event) => onRole(event.target.value as HelperRole)}
    />
  );
}
