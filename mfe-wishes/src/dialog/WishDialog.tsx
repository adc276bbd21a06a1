import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { FormDialog } from '@legacy-planner/planner-client';
import {
  wishCategoryLabels,
  wishImportanceLabels,
  wishCreateSchema,
  wishDialogCategories,
  wishImportances,
  wishSubcategorySuggestions,
  type Wish,
  type WishCategory,
  type WishInput,
} from '@legacy-planner/contracts';

const newWish = (category: WishCategory): WishInput =>
  wishCreateSchema.cast({ category, preference: '' }, { assert: false }) as WishInput;

const valuesOf = (wish: Wish): WishInput => ({
  category: wish.category,
  subcategory: wish.subcategory,
  preference: wish.preference,
  details: wish.details,
  importance: wish.importance,
  isSelected: wish.isSelected,
});

/**
 * Add or edit a wish: the wish schema of contracts, the same one the server applies.
 * Shown while mounted, so each opening starts from its own values: a new wish from empty
 * fields, never from the last one saved. `onSave` rejects when saving failed: the dialog then
 * stays open with what was typed.
 */
export function WishDialog({
  wish,
  category = 'ceremony',
  onClose,
  onSave,
}: {
  /** The wish to edit, or null to add one. */
  wish: Wish | null;
  /** The category a new wish starts in. */
  category?: WishCategory;
  onClose: () => void;
  onSave: (values: WishInput) => Promise<unknown>;
}) {
  const formik = useFormik<WishInput>({
    initialValues: wish ? valuesOf(wish) : newWish(category),
    validationSchema: wishCreateSchema,
    async onSubmit(values) {
      try {
        await onSave(values);
        onClose();
      } catch {
        // The failure toast has been shown; the form keeps what was typed.
      }
    },
  });
  // A wish from the guided journey may have a category the dialog does not list: keep it.
  const categories: WishCategory[] = (wishDialogCategories as readonly WishCategory[]).includes(
    formik.values.category,
  )
    ? [...wishDialogCategories]
    : [...wishDialogCategories, formik.values.category];
  // Where a subcategory decides the summary row (Charity's "Organ donation"), it is one click.
  const suggestions = wishSubcategorySuggestions(formik.values.category);
  const errorOf = (name: keyof WishInput) =>
    formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
  const field = (name: 'category' | 'subcategory' | 'preference' | 'details' | 'importance') => ({
    id: `wish-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    disabled: formik.isSubmitting,
    fullWidth: true,
  });

  return (
    <FormDialog
      open
      title={wish ? 'Edit Wish' : 'Add Wish'}
      saveLabel="Save Wish"
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField {...field('category')} label="Category" select>
          {categories.map((value) => (
            <MenuItem key={value} value={value}>
              {wishCategoryLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={1}>
          <TextField {...field('subcategory')} label="Subcategory" />
          {suggestions.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              role="group"
              aria-labelledby="wish-subcategory-suggestions"
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography id="wish-subcategory-suggestions" variant="body2" color="text.secondary">
                Suggested:
              </Typography>
              {suggestions.map((suggestion) => (
                <Chip
                  key={suggestion}
                  label={suggestion}
                  size="small"
                  variant={formik.values.subcategory === suggestion ? 'filled' : 'outlined'}
                  onClick={() => formik.setFieldValue('subcategory', suggestion)}
                  disabled={formik.isSubmitting}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
        <TextField {...field('preference')} label="Preference" required />
        <TextField {...field('details')} label="Details" multiline minRows={3} />
        <TextField {...field('importance')} label="Importance" select>
          {wishImportances.map((value) => (
            <MenuItem key={value} value={value}>
              {wishImportanceLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <FormControlLabel
            label="Count this wish as selected"
            control={
              <Checkbox
                name="isSelected"
                checked={formik.values.isSelected}
                onChange={formik.handleChange}
                disabled={formik.isSubmitting}
                slotProps={{ input: { 'aria-describedby': 'wish-isSelected-help' } }}
              />
            }
          />
          <FormHelperText id="wish-isSelected-help" sx={{ mt: 0 }}>
            Selected wishes fill your Quick Summary and the dashboard’s Key Wishes.
          </FormHelperText>
        </div>
      </Stack>
    </FormDialog>
  );
}
