import { useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  journeyContactFormSchema,
  journeyContactRoles,
  splitFullName,
  journeyDocumentCategories,
  journeyDocumentFormSchema,
  journeyDocumentStatuses,
  journeyWishCategories,
  journeyWishFormSchema,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useRefetchAfterChange, type PlannerList } from '@legacy-planner/planner-client';
import { createPlanRecord } from '../api/createPlanRecord';
import { FormikTextField } from '@legacy-planner/shared-ui/forms';

type Values = Record<string, string>;
interface Field {
  name: string;
  label: string;
  options?: { label: string; value: string }[];
  multiline?: boolean;
}

/** One of the journey's small forms: validates with its shared schema, then creates through the API. */
function JourneyForm({
  fields,
  initialValues,
  schema,
  list,
  toRequest,
  saved,
  failed,
}: {
  fields: Field[];
  initialValues: Values;
  schema: ObjectSchema<AnyObject>;
  list: Exclude<PlannerList, 'activities'>;
  toRequest: (values: Values) => object;
  saved: string;
  failed: string;
}) {
  const { api, toast, isReadOnly } = usePlatform();
  const refetch = useRefetchAfterChange();
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      try {
        await createPlanRecord(api, list, toRequest(values));
        toast({ title: saved, variant: 'success' });
        resetForm();
        await refetch(list);
      } catch {
        toast({ title: 'Error', description: failed, variant: 'destructive' });
      }
    },
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} sx={{ pt: 2 }}>
      {fields.map(({ name, label, options, multiline }) => (
        <FormikTextField
          key={name}
          formik={formik}
          id={`journey-${list}-${name}`}
          name={name}
          label={label}
          select={Boolean(options)}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          disabled={isReadOnly || formik.isSubmitting}
        >
          {options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </FormikTextField>
      ))}
      <Button type="submit" variant="outlined" disabled={isReadOnly || formik.isSubmitting}>
        {formik.isSubmitting
          ? 'Please wait...'
          : `Save ${list === 'wishes' ? 'wish' : list.slice(0, -1)}`}
      </Button>
    </Stack>
  );
}

const tasks: { id: string; label: string; form: ReactNode }[] = [
  {
    id: 'contact',
    label: 'Add a contact',
    form: (
      <JourneyForm
        list="contacts"
        schema={journeyContactFormSchema}
        initialValues={{
          name: '',
          relationship: '',
          phone: '',
          email: '',
          role: 'emergency_contact',
        }}
        fields={[
          { name: 'name', label: 'Name' },
          { name: 'relationship', label: 'Relationship' },
          { name: 'phone', label: 'Phone' },
          { name: 'email', label: 'Email' },
          { name: 'role', label: 'Role', options: journeyContactRoles },
        ]}
        toRequest={({ name = '', relationship, phone, email, role }) => ({
          ...splitFullName(name),
          relation: relationship,
          phone,
          email,
          role,
        })}
        saved="Contact saved"
        failed="Failed to create contact. Please try again."
      />
    ),
  },
  {
    id: 'wish',
    label: 'Add a wish',
    form: (
      <JourneyForm
        list="wishes"
        schema={journeyWishFormSchema}
        initialValues={{ category: 'funeral', preference: '', details: '' }}
        fields={[
          { name: 'category', label: 'Category', options: journeyWishCategories },
          { name: 'preference', label: 'Preference' },
          { name: 'details', label: 'Details', multiline: true },
        ]}
        toRequest={({ category, preference, details }) => ({
          category,
          preference,
          details,
          isSelected: true,
        })}
        saved="Wish saved"
        failed="Failed to create wish. Please try again."
      />
    ),
  },
  {
    id: 'document',
    label: 'Add a document',
    form: (
      <JourneyForm
        list="documents"
        schema={journeyDocumentFormSchema}
        initialValues={{ title: '', category: 'legal', status: 'not_started' }}
        fields={[
          { name: 'title', label: 'Title' },
          { name: 'category', label: 'Category', options: journeyDocumentCategories },
          { name: 'status', label: 'Status', options: journeyDocumentStatuses },
        ]}
        toRequest={({ title, category, status }) => ({
          title,
          category,
          status,
          privacyLevel: 'Private',
        })}
        saved="Document saved"
        failed="Failed to create document. Please try again."
      />
    ),
  },
];

export function JourneyTasks() {
  const { isReadOnly } = usePlatform();
  const [task, setTask] = useState(tasks[0]!.id);
  return (
    <>
      {isReadOnly && (
        <Alert severity="info">The demo is read-only: nothing can be saved here.</Alert>
      )}
      <Tabs
        value={task}
        onChange={(_event, next: string) => setTask(next)}
        aria-label="Journey tasks"
        variant="fullWidth"
      >
        {tasks.map(({ id, label }) => (
          <Tab key={id} value={id} label={label} />
        ))}
      </Tabs>
      {/* One form instance per task: each keeps its own values and schema. */}
      <Box key={task}>{tasks.find(({ id }) => id === task)!.form}</Box>
    </>
  );
}
