// The values a plan's records take and the lengths of their texts, without yup: the endpoints'
// response shapes and the first screens read them (plannerSchemas builds the rules on them).

export const documentCategories = [
  'will',
  'health',
  'poa',
  'hipaa',
  'financial',
  'property',
  'identification',
  'funeral',
  'digital',
  'legal',
  'medical',
  'insurance',
  'other',
] as const;
export const documentStatuses = [
  'not_started',
  'in_progress',
  'completed',
  'needs_update',
] as const;
export const wishCategories = [
  'ceremony',
  'burial',
  'music',
  'food',
  'readings',
  'flowers',
  'charity',
  'personal',
  'funeral',
  'memorial',
  'messages',
  'donations',
  'other',
] as const;
export const wishImportances = ['low', 'medium', 'high'] as const;
export const contactRoles = [
  'executor',
  'medical_proxy',
  'emergency_contact',
  'beneficiary',
  'professional',
  'family',
  'friend',
  'other',
  // The Roles Overview counts these too (spec section 3), so a person can be given them.
  'guardian',
  'attorney',
  'financial_advisor',
  'trustee',
] as const;
export const activityCategories = ['documents', 'wishes', 'contacts'] as const;
export const activityStatuses = ['created', 'updated', 'deleted'] as const;

export type DocumentCategory = (typeof documentCategories)[number];
export type DocumentStatus = (typeof documentStatuses)[number];
export type WishCategory = (typeof wishCategories)[number];
export type WishImportance = (typeof wishImportances)[number];
export type ContactRole = (typeof contactRoles)[number];

export const LIMITS = {
  title: 200,
  short: 100,
  preference: 500,
  long: 5000,
  email: 254,
  phone: 40,
  /** Where a signed original is kept, and who holds it: a line, not a note. */
  custody: 200,
} as const;
