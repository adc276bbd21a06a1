import type {
  Contact,
  ContactRole,
  EmergencyPerson,
  EmergencySummary,
  WizardKind,
  WizardRecord,
} from '@legacy-planner/contracts';
import { medicalWishSentence, medicalWishSentences } from '@legacy-planner/contracts/wizards';
import type { PlanItem } from './planItems';

// The page a clinician at a bedside reads first (issue 25), made only from the items released
// to the viewer: the health directive, the HIPAA authorization, and the contacts whose role is
// emergency contact or medical proxy. Nothing else of the plan goes into it.

export const EMERGENCY_SUMMARY_TITLE = 'Emergency medical summary';

const isKind = <K extends WizardKind>(record: WizardRecord, kind: K): record is WizardRecord<K> =>
  record.kind === kind;

function releasedRecord<K extends WizardKind>(
  released: readonly PlanItem[],
  kind: K,
): WizardRecord<K> | undefined {
  for (const item of released) {
    if (item.type === 'wizard' && isKind(item.record, kind)) return item.record;
  }
  return undefined;
}

const releasedContacts = (released: readonly PlanItem[], role: ContactRole): Contact[] =>
  released.flatMap((item) =>
    item.type === 'contact' && item.record.role === role ? [item.record] : [],
  );

const contactPerson = (contact: Contact): EmergencyPerson => ({
  name: `${contact.firstName} ${contact.lastName}`.trim(),
  relationship: contact.relation,
  phone: contact.phone,
  email: contact.email,
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The people to call, once each: a contact who is also named in the directive is the same
 * person, and gives what the directive lacks (an email, say).
 */
function addPerson(people: EmergencyPerson[], person: EmergencyPerson): void {
  if (!person.name.trim() && !person.phone.trim()) return;
  const known = people.find((other) => other.name.trim() && sameName(other.name, person.name));
  if (!known) {
    people.push(person);
    return;
  }
  for (const field of ['relationship', 'phone', 'email'] as const) {
    if (!known[field].trim()) known[field] = person[field];
  }
}

export function emergencySummary(
  released: readonly PlanItem[],
  ownerName: string,
): EmergencySummary | null {
  const directive = releasedRecord(released, 'health-directive')?.data;
  const hipaa = releasedRecord(released, 'hipaa-authorization')?.data;
  const proxyContacts = releasedContacts(released, 'medical_proxy');
  const emergencyContacts = releasedContacts(released, 'emergency_contact');
  if (!directive && !hipaa && proxyContacts.length === 0 && emergencyContacts.length === 0) {
    return null;
  }

  const medicalProxies: EmergencyPerson[] = [];
  if (directive) {
    const agent = directive.medicalPowerOfAttorney;
    addPerson(medicalProxies, {
      name: agent.agentName,
      relationship: agent.relationship,
      phone: agent.phoneNumber,
      email: '',
    });
    if (agent.hasAlternateAgent) {
      addPerson(medicalProxies, {
        name: agent.alternateAgent,
        relationship: agent.alternateRelationship,
        phone: agent.alternatePhone,
        email: '',
      });
    }
  }
  for (const contact of proxyContacts) addPerson(medicalProxies, contactPerson(contact));
  const contacts: EmergencyPerson[] = [];
  for (const contact of emergencyContacts) addPerson(contacts, contactPerson(contact));
  const hipaaRecipients: EmergencyPerson[] = [];
  for (const recipient of hipaa?.recipients ?? []) {
    addPerson(hipaaRecipients, {
      name: recipient.fullName,
      relationship: recipient.relationship,
      phone: recipient.phoneNumber,
      email: recipient.email,
    });
  }

  const resuscitation = directive?.medicalWishes.doNotResuscitate;
  const codeStatus = medicalWishSentence('doNotResuscitate', resuscitation?.choice ?? '');
  return {
    name: directive?.basicInfo.fullName.trim() || hipaa?.patientInfo.fullName.trim() || ownerName,
    dateOfBirth: directive?.basicInfo.dateOfBirth || hipaa?.patientInfo.dateOfBirth || '',
    codeStatus: resuscitation?.comment.trim()
      ? `${codeStatus}. Comment: ${resuscitation.comment.trim()}`
      : codeStatus,
    medicalWishes: directive
      ? (['organDonation', 'mechanicalVentilation', 'feedingTube'] as const).map((wish) => {
          const { choice, comment } = directive.medicalWishes[wish];
          return {
            treatment: medicalWishSentences[wish].treatment,
            wish: medicalWishSentence(wish, choice),
            comment,
          };
        })
      : [],
    medicalProxies,
    emergencyContacts: contacts,
    notes: directive?.specialInstructions.trim() ?? '',
    hipaaRecipients,
    directiveReleased: Boolean(directive),
  };
}
