import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { documentStatusLabel, FormDialog } from '@legacy-planner/planner-client';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  documentCategories,
  documentCategoryLabels,
  documentCreateSchema,
  documentStatuses,
  type DocumentInput,
  type PlanDocument,
} from '@legacy-planner/contracts';

export interface DocumentDialogProps {
  /** The document to edit, or null to add one. */
  document: PlanDocument | null;
  onSave: (values: DocumentInput) => Promise<unknown>;
  onClose: () => void;
}

type Values = Pick<DocumentInput, 'title' | 'category' | 'status' | 'completionPercentage'>;

const emptyDocument: Values = {
  title: '',
  category: 'other',
  status: 'not_started',
  completionPercentage: 0,
};

/** Add or edit a document, checked by the same schema as the API (title required). */
export function DocumentDialog({ document, onSave, onClose }: DocumentDialogProps) {
  const formik = useFormik<Values>({
    initialValues: document
      ? {
          title: document.title,
          category: document.category,
          status: document.status,
          completionPercentage: document.completionPercentage,
        }
      : emptyDocument,
    validate: async (values) => {
      try {
        await validateYupSchema(values, documentCreateSchema);
        return {};
      } catch (error) {
        return yupToFormErrors<Values>(error);
      }
    },
    onSubmit: async (values) => {
      try {
        await onSave({ ...values, privacyLevel: document?.privacyLevel ?? 'Private' });
        onClose();
      } catch {
        // The failure's toast has said why; the dialog stays open with what was typed.
      }
    },
  });
  const errorOf = (field: keyof Values) =>
    formik.touched[field] && formik.errors[field] ? String(formik.errors[field]) : undefined;

  return (
    <FormDialog
      open
      title={document ? 'Edit Document' : 'Add Document'}
      saveLabel="Save Document"
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Title"
          required
          autoFocus
          {...formik.getFieldProps('title')}
          error={Boolean(errorOf('title'))}
          helperText={errorOf('title')}
        />
        <TextField select label="Category" {...formik.getFieldProps('category')}>
          {documentCategories.map((category) => (
            <MenuItem key={category} value={category}>
              {documentCategoryLabels[category]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Status" {...formik.getFieldProps('status')}>
          {documentStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {documentStatusLabel(status)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Completion (%)"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          name="completionPercentage"
          value={formik.values.completionPercentage}
          onBlur={formik.handleBlur}
          onChange={(event) =>
            formik.setFieldValue('completionPercentage', Number(event.target.value))
          }
          error={Boolean(errorOf('completionPercentage'))}
          helperText={errorOf('completionPercentage')}
        />
      </Stack>
    </FormDialog>
  );
}
