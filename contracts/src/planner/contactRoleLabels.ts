import type { ContactRole } from './plannerEnums';

// What each contact role is called on screen (the contact dialog, grouping, Roles Overview).
export const contactRoleLabels: Record<ContactRole, string> = {
  executor: 'Executor',
  medical_proxy: 'Medical Proxy',
  emergency_contact: 'Emergency Contact',
  beneficiary: 'Beneficiary',
  professional: 'Professional',
  family: 'Family',
  friend: 'Friend',
  other: 'Other',
  guardian: 'Guardian',
  attorney: 'Attorney',
  financial_advisor: 'Financial Advisor',
  trustee: 'Trustee',
};
