import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { documentStatusLabel, FormDialog } from '@legacy-planner/planner-client';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  documentCategories,
  documentCategoryLabels,
  documentCreateSchema,
  documentStatuses,
  documentUpdateSchema,
  LIMITS,
  wizardDocuments,
  type DocumentCustody,
  type DocumentInput,
  type PlanDocument,
  type ValidationContext,
} from '@legacy-planner/contracts';
import type { DocumentSave } from './usePlanChanges';

export interface DocumentDialogProps {
  /** The document to edit, or null to add one. */
  document: PlanDocument | null;
  onSave: (save: DocumentSave) => Promise<unknown>;
  onClose: () => void;
}

/** What the form holds: a date input's value is '' until a day is chosen. */
type Values = Pick<DocumentInput, 'title' | 'category' | 'status' | 'completionPercentage'> &
  Omit<DocumentCustody, 'signedOn'> & { signedOn: string };

const emptyDocument: Values = {
  title: '',
  category: 'other',
  status: 'not_started',
  completionPercentage: 0,
  signedOn: '',
  originalLocation: '',
  originalHolder: '',
};

const custodyOf = (values: Values): DocumentCustody => ({
  signedOn: values.signedOn || null,
  originalLocation: values.originalLocation,
  originalHolder: values.originalHolder,
});

/**
 * Add or edit a document, checked by the same schemas as the API (title required, a date signed
 * that has come). A wizard's card is kept by its wizard (its title, category, status and
 * progress come from the record): only its custody is edited here, and only custody is sent.
 */
export function DocumentDialog({ document, onSave, onClose }: DocumentDialogProps) {
  const keptBy = document?.wizardKind ?? null;
  const formik = useFormik<Values>({
    initialValues: document
      ? {
          title: document.title,
          category: document.category,
          status: document.status,
          completionPercentage: document.completionPercentage,
          signedOn: document.signedOn ?? '',
          originalLocation: document.originalLocation,
          originalHolder: document.originalHolder,
        }
      : emptyDocument,
    validate: async (values) => {
      const context: ValidationContext = { now: new Date() };
      try {
        if (keptBy) {
          await validateYupSchema(custodyOf(values), documentUpdateSchema, false, context);
        } else {
          await validateYupSchema(
            { ...values, ...custodyOf(values) },
            documentCreateSchema,
            false,
            context,
          );
        }
        return {};
      } catch (error) {
        return yupToFormErrors<Values>(error);
      }
    },
    onSubmit: async (values) => {
      const custody = custodyOf(values);
      const save: DocumentSave =
        document && keptBy
          ? { id: document.id, values: custody }
          : {
              id: document?.id ?? null,
              values: {
                ...values,
                ...custody,
                privacyLevel: document?.privacyLevel ?? 'Private',
              },
            };
      try {
        await onSave(save);
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
        {keptBy ? (
          <Typography variant="body2" color="text.secondary">
            {document!.title} is kept up to date by its {wizardDocuments[keptBy].title} wizard:
            change what it says there. Here you record the signed original.
          </Typography>
        ) : (
          <>
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
          </>
        )}
        <TextField
          label="Date signed"
          type="date"
          autoFocus={Boolean(keptBy)}
          {...formik.getFieldProps('signedOn')}
          error={Boolean(errorOf('signedOn'))}
          helperText={errorOf('signedOn') ?? 'Leave empty until it is signed'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Where the signed original is kept"
          placeholder="Fire safe, study closet"
          {...formik.getFieldProps('originalLocation')}
          error={Boolean(errorOf('originalLocation'))}
          helperText={errorOf('originalLocation')}
          slotProps={{ htmlInput: { maxLength: LIMITS.custody } }}
        />
        <TextField
          label="Who holds it"
          placeholder="Attorney Jane Roe"
          {...formik.getFieldProps('originalHolder')}
          error={Boolean(errorOf('originalHolder'))}
          helperText={errorOf('originalHolder')}
          slotProps={{ htmlInput: { maxLength: LIMITS.custody } }}
        />
      </Stack>
    </FormDialog>
  );
}
