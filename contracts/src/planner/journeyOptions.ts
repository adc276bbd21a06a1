import '../yupLocale';
import { object, string } from 'yup';
import { isEmailAddress } from '../emailAddress';
import {
  LIMITS,
  type ContactRole,
  type DocumentCategory,
  type DocumentStatus,
  type WishCategory,
} from './plannerSchemas';

// The guided journey's choices (spec section 3) and the values the API stores for them.
export const journeyContactRoles: { label: string; value: ContactRole }[] = [
  { label: 'Emergency Contact', value: 'emergency_contact' },
  { label: 'Executor', value: 'executor' },
  { label: 'Medical Proxy', value: 'medical_proxy' },
  { label: 'Beneficiary', value: 'beneficiary' },
  { label: 'Family Member', value: 'family' },
];

export const journeyWishCategories: { label: string; value: WishCategory }[] = [
  { label: 'Funeral', value: 'funeral' },
  { label: 'Burial', value: 'burial' },
  { label: 'Memorial', value: 'memorial' },
  { label: 'Music', value: 'music' },
  { label: 'Messages', value: 'messages' },
  { label: 'Donations', value: 'donations' },
];

export const journeyDocumentCategories: { label: string; value: DocumentCategory }[] = [
  { label: 'Legal', value: 'legal' },
  { label: 'Financial', value: 'financial' },
  { label: 'Medical', value: 'medical' },
  { label: 'Insurance', value: 'insurance' },
  { label: 'Property', value: 'property' },
];

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
// a wish its preference, a document its title.

export const journeyContactFormSchema = object({
  name: string()
    .required('Please enter a name')
    .max(LIMITS.short)
    .matches(/\S/, 'Please enter a name'),
  relationship: string()
    .required('Please enter the relationship')
    .max(LIMITS.short)
    .matches(/\S/, 'Please enter the relationship'),
  phone: string().max(LIMITS.phone),
  email: string()
    .max(LIMITS.email)
    .test(
      'email',
      'Please enter a valid email address',
      (value) => !value || isEmailAddress(value),
    ),
  role: string().required(),
});

export const journeyWishFormSchema = object({
  category: string().required(),
  preference: string()
    .required('Please enter your preference')
    .max(LIMITS.preference)
    .matches(/\S/, 'Please enter your preference'),
  details: string().max(LIMITS.long),
});

export const journeyDocumentFormSchema = object({
  title: string()
    .required('Please enter a title')
    .max(LIMITS.title)
    .matches(/\S/, 'Please enter a title'),
  category: string().required(),
  status: string().required(),
});
