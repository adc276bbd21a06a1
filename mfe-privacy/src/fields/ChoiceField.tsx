import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A choice among a few options, as the browser's own select in the design kit's outlined
 * field. The tab has about 30 of them (two per item of the plan), and MUI's menu select keeps
 * its anchor in state set from a ref: when the tab, rendered ahead out of sight, is shown, each
 * one rendered again at once, and with them the tab's effects ran before the first paint
 * (bench:bundle: a first click on Privacy 77-130 ms to its content, 68-93 ms with these). On a
 * phone the browser's picker is also the one people know. A native select always shows an
 * option, even one whose value is '' ("Choose a contact"), so its label always sits above it:
 * left to MUI, an empty value keeps the label inside the field, over the option's words.
 */
export function ChoiceField({
  choices,
  ...props
}: Omit<TextFieldProps, 'select' | 'children'> & { choices: readonly Choice[] }) {
  return (
    <TextField
      select
      {...props}
      slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map(({ value, label, disabled }) => (
        <option key={value} value={value} disabled={disabled}>
          {label}
        </option>
      ))}
    </TextField>
  );
}
