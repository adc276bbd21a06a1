// The contextual help shown across the product. Each topic answers three questions:
// what this is for (description), when it is used (usage) and who will see it (audience).
export interface HelpTopicEntry {
  title: string;
  description: string;
  usage: string;
  audience: string;
}

export const helpTopics = {
  dashboard: {
    title: 'Your Dashboard',
    description:
      'A summary of your legacy plan: how complete it is, your most important documents and wishes, and what changed recently.',
    usage: 'Start here each visit to see what is left to do and to jump to the next step.',
    audience: 'Only you. Nobody you trust sees your dashboard or your progress.',
  },
  documents: {
    title: 'Documents',
    description:
      'Your legal, medical and financial papers in one place, with the status of each and who may see it.',
    usage:
      'Use it to create documents with the guided wizards, upload signed copies and keep them up to date.',
    audience:
      'You, and the people you grant access to, at the moment each document is set to be released.',
  },
  legalDocuments: {
    title: 'Legal Documents',
    description:
      'Your will, power of attorney and other papers that carry legal weight once signed and witnessed.',
    usage: 'Needed by your executor to settle your estate and act on your behalf.',
    audience: 'Your executor and attorney, usually only after a verified passing (full access).',
  },
  medicalDocuments: {
    title: 'Medical Documents',
    description:
      'Your advance health directive and medical records authorization, which tell doctors what you want.',
    usage: 'Used in an emergency or when you can no longer speak for yourself.',
    audience: 'Your healthcare proxy and the doctors treating you, in an emergency.',
  },
  financialDocuments: {
    title: 'Financial Documents',
    description: 'Accounts, insurance policies, property and the inventory of what you own.',
    usage: 'Used by your executor to find and distribute your assets.',
    audience: 'Only people with full access, after your passing has been verified.',
  },
  wishes: {
    title: 'Personal Wishes',
    description:
      'How you would like to be remembered: ceremony, burial, music, readings, flowers and more.',
    usage:
      'Record your preferences now so that the people planning your farewell do not have to guess.',
    audience: 'Family and friends you choose, usually with standard access.',
  },
  ceremony: {
    title: 'Ceremony Preferences',
    description: 'The kind of service you would like: religious or not, large or small, where.',
    usage: 'Read by the people who arrange your funeral or memorial.',
    audience: 'Family and the people organising the service.',
  },
  burial: {
    title: 'Burial and Resting Place',
    description: 'Burial, cremation or another choice, and where you wish to rest.',
    usage: 'Needed soon after a passing, so it is available with basic access.',
    audience: 'Immediate family and your executor.',
  },
  music: {
    title: 'Music and Readings',
    description: 'Songs, hymns, poems and readings that mean something to you.',
    usage: 'Used to shape a service that feels like you.',
    audience: 'Family and the people organising the service.',
  },
  messages: {
    title: 'Personal Messages',
    description: 'Letters, recordings and notes you leave for the people you love.',
    usage: 'Delivered when you choose: upon your passing, on a date, or at a life milestone.',
    audience: 'Only the recipient you name for each message.',
  },
  contacts: {
    title: 'Trusted Contacts',
    description:
      'The people who will act for you or need to be told: executors, healthcare proxies, beneficiaries, family and friends.',
    usage: 'Add the people you trust and give each a role; roles decide what they may see.',
    audience: 'You manage this list; each contact sees only what their role and access allow.',
  },
  executors: {
    title: 'Executors',
    description: 'The person or people who carry out your will and settle your estate.',
    usage: 'They receive your legal and financial documents after a verified passing.',
    audience: 'Your executors, with full access once your passing is verified.',
  },
  medicalProxies: {
    title: 'Healthcare Proxies',
    description:
      'The person who makes medical decisions for you when you cannot make them yourself.',
    usage: 'They see your medical directives in an emergency.',
    audience: 'Your healthcare proxy, in an emergency.',
  },
  beneficiaries: {
    title: 'Beneficiaries',
    description: 'The people or organisations who inherit from you.',
    usage: 'They receive inheritance information and the messages you leave them.',
    audience: 'Each beneficiary sees only what concerns them.',
  },
  legacyPlanProgress: {
    title: 'Legacy Plan Progress',
    description:
      'How complete your plan is, counted from your core documents, your wishes and your trusted contacts.',
    usage: 'Follow it to see which part of your plan needs attention next.',
    audience: 'Only you.',
  },
  accessControl: {
    title: 'Access Control',
    description:
      'Who may see each item and when: immediately, in an emergency, or only after a verified passing, at basic, standard or full level.',
    usage:
      'Set it for each document, wish and contact, and generate access keys and cards for the people you trust.',
    audience: 'You decide; trusted people see only what you have released to their level.',
  },
} as const satisfies Record<string, HelpTopicEntry>;

export type HelpTopic = keyof typeof helpTopics;
