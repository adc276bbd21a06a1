// The executor's packet (issue 29): instructions built from the plan rather than the plan as a
// list. A full grant's holder works through it; the owner and their helpers preview it and see
// what it is missing. The words are here because the API (the page and its PDF) and the front
// ends both say them. No yup: the dashboard and the viewer's page are first screens.

export const packetStages = ['first-72-hours', 'first-30-days', 'later'] as const;
export type PacketStage = (typeof packetStages)[number];

export const packetStageTitles: Record<PacketStage, string> = {
  'first-72-hours': 'The first 72 hours',
  'first-30-days': 'The first 30 days',
  later: 'Later',
};

/** A full grant's holder, who can be given a task. */
export interface PacketPerson {
  grantId: string;
  name: string;
}

/** One thing to do, built from the plan. */
export interface PacketTask {
  /** Stable while the plan item it comes from stays ("call-contact-…", "will-original"). */
  id: string;
  stage: PacketStage;
  title: string;
  /** The number to call, as the plan has it, on a task to call someone; null on the others. */
  phone: string | null;
  /** The owner's own words, one line each. */
  details: string[];
  /** Where in the plan the task's information comes from ("Contacts: Maria Diaz, medical proxy"). */
  source: string;
  /** When it was marked done and by whom; null while it is open. */
  done: { at: string; by: string } | null;
  /** The full-grant holder it is given to; null while nobody is named. */
  assignedTo: PacketPerson | null;
}

export interface ExecutorPacket {
  ownerName: string;
  /** The tasks in stage order, then the plan's order within a stage. */
  tasks: PacketTask[];
  /** The full grants' holders, who can be given a task (none in a plan without one). */
  holders: PacketPerson[];
  /** The viewer's own grant (a task given to it reads "You"); null in the owner's preview. */
  you: string | null;
}

/** What the packet lacks, shown to the owner on the dashboard with the tab that mends it. */
export const packetGapKinds = [
  'no-will',
  'will-original',
  'funeral-payer',
  'no-executor',
  'no-phone',
] as const;
export type PacketGapKind = (typeof packetGapKinds)[number];

export interface PacketGap {
  kind: PacketGapKind;
  text: string;
}

/** The owner's (and helpers') view: the packet as a full grant after passing gets it, and its gaps. */
export interface PacketPreview {
  packet: ExecutorPacket;
  gaps: PacketGap[];
}

export const PACKET_GAP_TEXTS = {
  noWill:
    'The packet has no will: none is in the plan, or it is kept from full access after passing',
  willOriginal: 'The will’s original has no location',
  funeralPayer: 'No one is named to pay for the funeral',
  noExecutor: 'No executor is among the contacts the packet lists',
  noPhone: (name: string, role: string) => `${name} (${role}) has no phone number`,
} as const;

export const PACKET_TEXTS = {
  title: 'The executor’s packet',
  willOriginalTitle: 'Find the will’s original',
  willOriginalWhere: (place: string) => `Where the will’s original is: ${place}`,
  willOriginalUnknown: 'The plan does not say where the will’s original is.',
  funeralTitle: 'Arrange the funeral as they wished',
  funeralPaidBy: (payer: string) => `Who pays for the funeral: ${payer}`,
  funeralPayerUnknown: 'The plan does not say who pays for the funeral.',
  certificatesTitle: (count: number) =>
    `Order ${count} certified ${count === 1 ? 'copy' : 'copies'} of the death certificate`,
  /** Before a call task's number: "Phone: 555-0142". */
  phoneLabel: 'Phone',
  youAssigned: 'You',
  /** Who did a task, in a helper's preview: helpers never see who holds full access. */
  someoneWithFullAccess: 'someone with full access',
} as const;
