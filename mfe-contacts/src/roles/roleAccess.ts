import type { ContactRole } from '@legacy-planner/contracts';

// What a person in each role will be able to see (spec section 6, help text). Roles are labels
// that tell the person planning who is who; what is released is set per item in Privacy.
export const roleAccess: Record<ContactRole, string> = {
  executor: 'Legal and financial documents, after your passing is verified.',
  medical_proxy: 'Your medical directives, in an emergency.',
  beneficiary: 'Inheritance information and the messages you leave them.',
  emergency_contact: 'Emergency medical information and emergency contacts.',
  guardian: 'Only what is assigned to their role.',
  attorney: 'Only what is assigned to their role.',
  financial_advisor: 'Only what is assigned to their role.',
  trustee: 'Only what is assigned to their role.',
  professional: 'Only what is assigned to their role.',
  family: 'Only what is assigned to their role.',
  friend: 'Only what is assigned to their role.',
  other: 'Only what is assigned to their role.',
};

/** The Roles Overview's order: the roles people plan around first. */
export const overviewRoles: readonly ContactRole[] = [
  'executor',
  'medical_proxy',
  'beneficiary',
  'emergency_contact',
  'guardian',
  'attorney',
  'financial_advisor',
  'trustee',
  'professional',
  'family',
  'friend',
  'other',
];
