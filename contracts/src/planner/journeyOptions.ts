import '../yupLocale';
import { object, string } from 'yup';
import {
  documentFields,
  LIMITS,
  optionalEmail,
  wishFields,
  splitFullName,
  type ContactRole,
  type DocumentCategory,
  type DocumentStatus,
  type WishCategory,
} from './plannerSchemas';
import { contactRoleLabels } from './contactRoleLabels';
import { documentCategoryLabels } from './documentCategoryLabels';
import { wishCategoryLabels } from './wishSummary';

// The guided journey's choices (spec section 3) and the values the API stores for them, named
// as the tabs name them.
const choices = <T extends string>(labels: Record<T, string>, values: readonly T[]) =>
  values.map((value) => ({ label: labels[value], value }));

export const journeyContactRoles: { label: string; value: ContactRole }[] = [
  ...choices(contactRoleLabels, ['emergency_contact', 'executor', 'medical_proxy', 'beneficiary']),
  // The spec's journey says "Family Member" where the Contacts tab says "Family".
  { label: 'Family Member', value: 'family' },
];

export const journeyWishCategories: { label: string; value: WishCategory }[] = choices(
  wishCategoryLabels,
  ['funeral', 'burial', 'memorial', 'music', 'messages', 'donations'],
);

export const journeyDocumentCategories: { label: string; value: DocumentCategory }[] = choices(
  documentCategoryLabels,
  ['legal', 'financial', 'medical', 'insurance', 'property'],
);

export const journeyDocumentStatuses: { label: string; value: DocumentStatus }[] = [
  { label: 'Not Started', value: 'not_started' },
  { label: 'In Progress', value: 'in_progress' },
  { label: 'Complete', value: 'completed' },
  { label: 'Needs Update', value: 'needs_update' },
];

export const journeyPriorities = [
  { label: 'Important documents', value: 'documents' },
  { label: 'Personal wishes', value: 'wishes' },
  { label: 'Trusted contacts', value: 'contacts' },
  { label: 'Digital life', value: 'digital' },
] as const;

// The journey's own small forms (spec section 5): a contact needs a name and a relationship,
// a wish its preference, a document its title. Their fields follow the same rules as the tabs'
// dialogs (plannerSchemas), so whatever the journey saves opens and saves there too.

export const journeyContactFormSchema = object({
  name: string()
    .required('Please enter a name')
    .max(LIMITS.short * 2)
    .matches(/\S/, 'Please enter a name')
    // The same rule as the Contacts tab's: a first and a last name.
    .test(
      'full-name',
      'Please enter a first and last name',
      (value) => !value || Boolean(splitFullName(value).lastName),
    )
    .test(
      'name-lengths',
      `Each part of the name must be at most ${LIMITS.short} characters`,
      (value) => {
        const { firstName, lastName } = splitFullName(value ?? '');
        return firstName.length <= LIMITS.short && lastName.length <= LIMITS.short;
      },
    ),
  relationship: string()
    .required('Please enter the relationship')
    .max(LIMITS.short)
    .matches(/\S/, 'Please enter the relationship'),
  phone: string().max(LIMITS.phone),
  email: optionalEmail(),
  role: string().required(),
});

export const journeyWishFormSchema = object({
  category: string().required(),
  preference: wishFields.preference,
  details: wishFields.details,
});

export const journeyDocumentFormSchema = object({
  title: documentFields.title,
  category: string().required(),
  status: string().required(),
});
