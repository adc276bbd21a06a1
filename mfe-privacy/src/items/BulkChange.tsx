import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  bulkReleaseSchema,
  itemCategoryLabel,
  privacyItemTypes,
  type BulkReleaseChange,
  type PrivacyItemType,
  type PrivacyItemsOverview,
} from '@legacy-planner/contracts';
import { useBulkUpdateItems } from '../api/bulkUpdateItems';
import { useWriteAccess } from '../access/writeAccess';
import { itemTypeLabels } from '../labels';
import { ChoiceField, type Choice } from '../fields/ChoiceField';
import { levelChoices, timingChoices } from '../fields/choices';

/** "Keep as it is" (and "every category"): a value of its own, so the select shows its words. */
const KEEP = '(keep)';
const keepChoice: Choice = { value: KEEP, label: 'Keep as it is' };

interface BulkValues {
  type: PrivacyItemType;
  category: string;
  requiredAccessLevel: string;
  isVisible: string;
  releaseTiming: string;
}

/** The form's choices as the bulk body: "keep as it is" sends nothing for that setting. */
export function bulkChangeOf(values: BulkValues): BulkReleaseChange {
  const settings: BulkReleaseChange['settings'] = {};
  if (values.requiredAccessLevel !== KEEP) {
    settings.requiredAccessLevel = values.requiredAccessLevel as never;
  }
  if (values.isVisible !== KEEP) settings.isVisible = values.isVisible === 'visible';
  if (values.releaseTiming !== KEEP) settings.releaseTiming = values.releaseTiming as never;
  return {
    type: values.type,
    ...(values.category !== KEEP ? { category: values.category } : {}),
    settings,
  };
}

/** The same settings for every item of a type, or of one category of that type. */
export function BulkChange({ categories }: { categories: PrivacyItemsOverview['categories'] }) {
  const bulk = useBulkUpdateItems();
  const { controlProps } = useWriteAccess();
  const formik = useFormik<BulkValues>({
    initialValues: {
      type: 'document',
      category: KEEP,
      requiredAccessLevel: KEEP,
      isVisible: KEEP,
      releaseTiming: KEEP,
    },
    validate: async (values) => {
      const change = bulkChangeOf(values);
      if (Object.keys(change.settings).length === 0) {
        return { requiredAccessLevel: 'Choose at least one setting to change' };
      }
      try {
        await bulkReleaseSchema.validate(change);
        return {};
      } catch (error) {
        return { category: (error as Error).message };
      }
    },
    validateOnChange: false,
    validateOnBlur: false,
    async onSubmit(values) {
      try {
        await bulk.mutateAsync(bulkChangeOf(values));
      } catch {
        // The failure toast has been shown.
      }
    },
  });
  const categoryChoices = categories
    .filter((known) => known.type === formik.values.type)
    .map(({ category }) => ({
      value: category,
      label: itemCategoryLabel(formik.values.type, category),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const field = (name: keyof BulkValues, label: string, choices: readonly Choice[]) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <ChoiceField
        id={`bulk-${name}`}
        name={name}
        fullWidth
        size="small"
        label={label}
        choices={choices}
        value={formik.values[name]}
        onChange={(event) => {
          void formik.setFieldValue(name, event.target.value);
          if (name === 'type') void formik.setFieldValue('category', KEEP);
        }}
        error={Boolean(formik.errors[name])}
        helperText={formik.errors[name]}
        {...controlProps}
      />
    </Grid>
  );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      id="bulk-change"
      aria-labelledby="bulk-change-title"
      spacing={1.5}
    >
      <Typography
        id="bulk-change-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        Change many at once
      </Typography>
      <Grid container spacing={1.5}>
        {field(
          'type',
          'Items',
          // A message is released to its recipient only: no setting of it can change.
          privacyItemTypes
            .filter((itemType) => itemType !== 'message')
            .map((itemType) => ({
              value: itemType,
              label: itemTypeLabels[itemType],
            })),
        )}
        {field('category', 'Category', [
          { value: KEEP, label: 'Every category' },
          ...categoryChoices,
        ])}
        {field('requiredAccessLevel', 'Required level', [keepChoice, ...levelChoices])}
        {field('isVisible', 'Visibility', [
          keepChoice,
          { value: 'visible', label: 'Visible' },
          { value: 'hidden', label: 'Hidden' },
        ])}
        {field('releaseTiming', 'Released', [keepChoice, ...timingChoices])}
      </Grid>
      <Button
        type="submit"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        {...controlProps}
        disabled={controlProps.disabled || formik.isSubmitting}
      >
        {formik.isSubmitting ? 'Please wait...' : 'Apply to All'}
      </Button>
    </Stack>
  );
}
