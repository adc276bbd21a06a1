import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from '@legacy-planner/planner-client';
import {
  contactCreateSchema,
  contactRoleLabels,
  contactRoles,
  reliedOnContactFields,
  type Contact,
  type ContactInput,
} from '@legacy-planner/contracts';

type Field = keyof ContactInput;

const ownersOnly: readonly Field[] = reliedOnContactFields;

const fields: { name: Field; label: string; type?: string; multiline?: boolean; half?: boolean }[] =
  [
    { name: 'firstName', label: 'First name', half: true },
    { name: 'lastName', label: 'Last name', half: true },
    { name: 'email', label: 'Email', type: 'email', half: true },
    { name: 'phone', label: 'Phone', type: 'tel', half: true },
    { name: 'relation', label: 'Relationship', half: true },
    { name: 'role', label: 'Role', half: true },
    { name: 'address', label: 'Address', multiline: true },
    { name: 'notes', label: 'Notes', multiline: true },
  ];

const emptyContact: ContactInput = contactCreateSchema.cast(
  { firstName: '', lastName: '' },
  { assert: false },
) as ContactInput;

const valuesOf = (contact: Contact | null): ContactInput =>
  contact
    ? (Object.fromEntries(fields.map(({ name }) => [name, contact[name] ?? ''])) as ContactInput)
    : emptyContact;

/**
 * Add or edit a contact: the contact schema of contracts, the same one the server applies.
 * Shown while mounted, so each opening starts from its own values: a new contact from empty
 * fields, never from the last one saved. `onSave` rejects when saving failed: the dialog then
 * stays open with what was typed.
 */
export function ContactDialog({
  contact,
  keptByOwner = null,
  onClose,
  onSave,
}: {
  /** The contact to edit, or null to add one. */
  contact: Contact | null;
  /**
   * Why only the plan's owner may change how this contact is reached (a helper's view): those
   * fields are then off, each described by it. Null when every field may change.
   */
  keptByOwner?: string | null;
  onClose: () => void;
  onSave: (values: ContactInput) => Promise<unknown>;
}) {
  const formik = useFormik<ContactInput>({
    initialValues: valuesOf(contact),
    validationSchema: contactCreateSchema,
    async onSubmit(values) {
      try {
        await onSave(values);
        onClose();
      } catch {
        // The failure toast has been shown; the form keeps what was typed.
      }
    },
  });

  return (
    <FormDialog
      open
      title={contact ? 'Edit Contact' : 'Add Contact'}
      saveLabel="Save Contact"
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {fields.map(({ name, label, type, multiline, half }) => {
          const error = formik.touched[name] ? formik.errors[name] : undefined;
          const kept = keptByOwner !== null && ownersOnly.includes(name);
          return (
            <Grid key={name} size={{ xs: 12, sm: half ? 6 : 12 }}>
              <TextField
                id={`contact-${name}`}
                name={name}
                label={label}
                type={type}
                select={name === 'role'}
                required={name === 'firstName' || name === 'lastName'}
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
                fullWidth
                value={formik.values[name]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={Boolean(error)}
                helperText={error ?? (kept ? keptByOwner : undefined)}
                disabled={formik.isSubmitting || kept}
              >
                {name === 'role'
                  ? contactRoles.map((role) => (
                      <MenuItem key={role} value={role}>
                        {contactRoleLabels[role]}
                      </MenuItem>
                    ))
                  : null}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
    </FormDialog>
  );
}
