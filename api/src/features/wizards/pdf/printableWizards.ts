import {
  wizardDocuments,
  type DigitalAssetsBelowFull,
  type DigitalAssetsData,
  type FinalWishesData,
  type HealthDirectiveData,
  type HipaaAuthorizationData,
  type PowerOfAttorneyData,
  type PrintedRecord,
  type PrintedSection,
  type ViewerWizardDataByKind,
  type WillData,
  type WizardDataByKind,
  type WizardKind,
} from '@legacy-planner/contracts';
import {
  HIPAA_PURPOSE,
  NO_ALTERNATE_AGENT,
  HIPAA_RELEASED_BY,
  POA_SPRINGING_IMMEDIATELY_PRINTED,
  accountActionLabels,
  authorityScopeLabels,
  deliveryLabels,
  expirationLabels,
  funeralTypeLabels,
  hipaaRequiredStatements,
  hipaaScopeLabels,
  labelOf,
  medicalWishOrder,
  medicalWishStatement,
  messageTypeLabels,
  poaEffectiveLabels,
  poaSpringsImmediately,
  poaTypeLabels,
} from '@legacy-planner/contracts/wizards';
import { chosen } from './printableRecord';

// Each wizard's record as printed: the sections of spec section 3, in the wizard's order, its
// choices in the words the form shows them in, the treatment wishes in the person's own
// sentences (contracts' wizardLabels). Each printer takes the owner's whole record or the part
// a grant covers (ViewerWizardDataByKind), so the owner and a viewer download the same document.
// Account passwords are never printed: a PDF travels (email, printers, shared folders) and the
// password stays in the owner's encrypted record.

const title = (kind: WizardKind) => wizardDocuments[kind].title;

/** The name a record's PDF is saved under, by its owner or a viewer. */
export const pdfFileName = (kind: WizardKind) =>
  `${title(kind).replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

const typedSignature = (data: {
  signature: string;
  signatureDate: string;
  isConfirmed: boolean;
}) => ({
  name: data.signature,
  date: data.signatureDate,
  confirmed: data.isConfirmed,
});

const fileSection = (file: { name: string } | null): PrintedSection[] =>
  file ? [{ heading: 'Attached document', fields: [['File', file.name]] }] : [];

function will(data: WillData): PrintedRecord {
  return {
    title: title('will'),
    sections: [
      {
        heading: 'Personal Information',
        fields: [
          ['Full name', data.userInfo.fullName],
          ['Date of birth', data.userInfo.dateOfBirth],
          ['Address', data.userInfo.address],
          ['Email', data.userInfo.email],
        ],
      },
      {
        heading: 'Executor Information',
        fields: [
          ['Name', data.executor.name],
          ['Relationship', data.executor.relationship],
          ['Contact information', data.executor.contactInfo],
        ],
      },
      {
        heading: 'Beneficiaries',
        table: {
          columns: ['Name', 'Relationship', 'Allocation'],
          rows: data.beneficiaries.map((row) => [row.name, row.relationship, row.allocation]),
        },
      },
      { heading: 'Special Instructions', text: data.specialInstructions },
    ],
    signature: null,
  };
}

function healthDirective(data: HealthDirectiveData): PrintedRecord {
  const agent = data.medicalPowerOfAttorney;
  return {
    title: title('health-directive'),
    sections: [
      {
        heading: 'Basic Information',
        fields: [
          ['Full name', data.basicInfo.fullName],
          ['Date of birth', data.basicInfo.dateOfBirth],
          ['Email', data.basicInfo.email],
          ['Phone number', data.basicInfo.phoneNumber],
        ],
      },
      {
        heading: 'Medical Power of Attorney',
        fields: [
          ['Agent', agent.agentName],
          ['Relationship', agent.relationship],
          ['Phone number', agent.phoneNumber],
          ...(agent.hasAlternateAgent
            ? ([
                ['Alternate agent', agent.alternateAgent],
                ['Alternate relationship', agent.alternateRelationship],
                ['Alternate phone', agent.alternatePhone],
              ] as const)
            : ([['Alternate agent', NO_ALTERNATE_AGENT]] as const)),
        ],
      },
      {
        heading: 'Medical Wishes',
        table: {
          columns: ['Wish', 'Comment'],
          rows: medicalWishOrder.map((wish) => {
            const { choice, comment } = data.medicalWishes[wish];
            return [medicalWishStatement(wish, choice), comment];
          }),
        },
      },
      { heading: 'Special Instructions', text: data.specialInstructions },
      ...fileSection(data.uploadedFile),
    ],
    signature: typedSignature(data),
  };
}

const agentFields = (agent: PowerOfAttorneyData['primaryAgent']) =>
  [
    ['Full name', agent.fullName],
    ['Relationship', agent.relationship],
    ['Phone number', agent.phoneNumber],
    ['Email', agent.email],
    ['Address', agent.address],
  ] as const;

function powerOfAttorney(data: PowerOfAttorneyData): PrintedRecord {
  const scope = chosen(data.authorityScope, authorityScopeLabels);
  return {
    title: title('power-of-attorney'),
    sections: [
      {
        heading: 'Principal Information',
        fields: [
          ['Full name', data.principalInfo.fullName],
          ['Date of birth', data.principalInfo.dateOfBirth],
          ['Phone number', data.principalInfo.phoneNumber],
          ['Email', data.principalInfo.email],
          ['Address', data.principalInfo.address],
        ],
      },
      { heading: 'Agent Information', fields: agentFields(data.primaryAgent) },
      ...(data.alternateAgent
        ? [{ heading: 'Alternate Agent', fields: agentFields(data.alternateAgent) }]
        : []),
      {
        heading: 'Type and Scope',
        fields: [
          ['POA type', labelOf(poaTypeLabels, data.poaType)],
          ['Scope of authority', scope],
          ...(data.authorityScope.other
            ? ([['Other authority', data.authorityScope.otherDescription]] as const)
            : []),
          ['Effective', labelOf(poaEffectiveLabels, data.effectiveDate)],
          ...(data.effectiveDate === 'specific_date'
            ? ([['Effective date', data.specificDate]] as const)
            : []),
          ...(poaSpringsImmediately(data)
            ? ([['When it takes effect', POA_SPRINGING_IMMEDIATELY_PRINTED]] as const)
            : []),
        ],
      },
      { heading: 'Restrictions', text: data.restrictions },
      ...fileSection(data.uploadedFile),
    ],
    signature: typedSignature(data),
  };
}

/** Below full access: what is kept back, said in place of the accounts and the wallet. */
const digitalAssetsKeptBack: PrintedSection = {
  heading: 'Accounts, Wallet and Storage Instructions',
  text: 'The accounts, any crypto wallet and where its keys are kept are shown with full access only.',
};

function digitalAssets(data: DigitalAssetsData | DigitalAssetsBelowFull): PrintedRecord {
  const executor = data.digitalExecutor;
  return {
    title: title('digital-assets'),
    sections: [
      {
        heading: 'Authorized Digital Executor',
        fields: [
          ['Full name', executor.fullName],
          ['Relationship', executor.relationship],
          ['Phone number', executor.phoneNumber],
          ['Email', executor.email],
        ],
      },
      ...('accounts' in data ? digitalAccounts(data) : [digitalAssetsKeptBack]),
      { heading: 'Digital Legacy Wishes', text: data.finalWishes },
    ],
    signature: 'signature' in data ? typedSignature(data) : null,
  };
}

function digitalAccounts(data: DigitalAssetsData): PrintedSection[] {
  const wallet = data.cryptoWallet;
  return [
    // One section per account, its notes under it: in a table's column the notes were squeezed
    // beside the action, and "Other (see notes)" is only as good as the notes it points to.
    ...(data.accounts.length === 0
      ? [{ heading: 'Accounts & Instructions', text: 'None listed.' }]
      : data.accounts.map((account, index) => ({
          heading: `Account ${index + 1}: ${account.platform || 'no platform yet'}`,
          fields: [
            ['Platform', account.platform],
            ['Username', account.username],
            ['Password', account.password ? 'Kept in your vault, not printed' : ''],
            ['What to do', labelOf(accountActionLabels, account.action)],
            ['Notes', account.notes],
          ] as const,
        }))),
    ...(data.hasCrypto
      ? [
          {
            heading: 'Crypto & NFTs',
            fields: [
              ['Wallet type', wallet.walletType],
              ['Wallet address', wallet.walletAddress],
              ['Storage location', wallet.storageLocation],
              ['Recovery phrase instructions', wallet.recoveryPhrase],
              ['Notes', wallet.notes],
            ] as const,
          },
        ]
      : []),
    ...fileSection(data.uploadedFile),
  ];
}

function hipaaAuthorization(data: HipaaAuthorizationData): PrintedRecord {
  const scope = chosen(data.scopeOfAccess, hipaaScopeLabels);
  return {
    title: title('hipaa-authorization'),
    sections: [
      {
        heading: 'Patient Information',
        fields: [
          ['Full name', data.patientInfo.fullName],
          ['Date of birth', data.patientInfo.dateOfBirth],
          ['Address', data.patientInfo.address],
          ['Phone number', data.patientInfo.phoneNumber],
          ['Email', data.patientInfo.email],
        ],
      },
      // 45 CFR 164.508(c): who may release, to whom, what, why and until when, then the
      // statements the form shows; an authorization without them is not valid.
      { heading: 'Who May Release My Records', text: HIPAA_RELEASED_BY },
      {
        heading: 'Authorized Recipients',
        table: {
          columns: ['Full name', 'Relationship', 'Phone number', 'Email'],
          rows: data.recipients.map((row) => [
            row.fullName,
            row.relationship,
            row.phoneNumber,
            row.email,
          ]),
        },
      },
      { heading: 'Purpose of Disclosure', text: HIPAA_PURPOSE },
      {
        heading: 'Scope and Expiration',
        fields: [
          ['Records released', scope],
          ...(data.scopeOfAccess.other
            ? ([['Other records', data.scopeOfAccess.otherDescription]] as const)
            : []),
          ['Expires', labelOf(expirationLabels, data.expirationType)],
          ...(data.expirationType === 'specific_date'
            ? ([['Expiration date', data.expirationDate]] as const)
            : []),
          ...(data.expirationType === 'event_based'
            ? ([['Expiration event', data.expirationEvent]] as const)
            : []),
        ],
      },
      { heading: 'Your Rights', text: hipaaRequiredStatements.join('\n\n') },
      ...fileSection(data.uploadedFile),
    ],
    signature: typedSignature(data),
  };
}

function finalWishes(
  data: FinalWishesData | ViewerWizardDataByKind['final-wishes'],
): PrintedRecord {
  const funeral = data.funeralWishes;
  return {
    title: title('final-wishes'),
    sections: [
      // The owner's own copy; a viewer's record has no messages (they go to their recipients).
      ...('legacyMessages' in data ? data.legacyMessages : []).map((message, index) => ({
        heading: `Legacy Message ${index + 1}: ${message.recipientName || 'no recipient yet'}`,
        fields: [
          ['Relationship', message.relationship],
          ['Type', labelOf(messageTypeLabels, message.messageType)],
          ['Delivery', labelOf(deliveryLabels, message.deliveryTiming)],
          ...(message.deliveryTiming === 'specific_date'
            ? ([['Delivery date', message.specificDate]] as const)
            : []),
          ...(message.deliveryTiming === 'life_milestone'
            ? ([['Milestone', message.milestoneDetails]] as const)
            : []),
          ...(message.file ? ([['Recording', message.file.name]] as const) : []),
        ] as const,
        ...(message.messageType === 'text' ? { text: message.content } : {}),
      })),
      {
        heading: 'Personal Reflections',
        fields: [
          ['How I want to be remembered', data.personalReflections.rememberedFor],
          ['Advice and lessons', data.personalReflections.adviceAndLessons],
        ],
      },
      {
        heading: 'Funeral or Memorial Wishes',
        fields: funeral.hasPreferences
          ? [
              ['Type', labelOf(funeralTypeLabels, funeral.type)],
              ['Location', funeral.location],
              ['Music or readings', funeral.musicOrReadings],
              ['Notes', funeral.notes],
              ['Who pays for the funeral', funeral.paidBy],
            ]
          : [['Preferences', 'None stated']],
      },
      {
        heading: 'Keepsake or Item Requests',
        table: {
          columns: ['Item', 'Recipient', 'Note'],
          rows: data.keepsakeItems.map((item) => [item.itemName, item.recipient, item.note]),
        },
      },
      {
        heading: 'Supporting Documents',
        table: { columns: ['File'], rows: data.uploadedFiles.map((file) => [file.name]) },
      },
    ],
    signature: {
      name: data.signature.name,
      date: data.signature.date,
      confirmed: data.signature.confirmed,
    },
  };
}

/** A record's data as its owner keeps it, or as a grant covers it. */
type PrintableDataByKind = {
  [K in WizardKind]: WizardDataByKind[K] | ViewerWizardDataByKind[K];
};

const printers: { [K in WizardKind]: (data: PrintableDataByKind[K]) => PrintedRecord } = {
  will,
  'health-directive': healthDirective,
  'power-of-attorney': powerOfAttorney,
  'digital-assets': digitalAssets,
  'hipaa-authorization': hipaaAuthorization,
  'final-wishes': finalWishes,
};

/** The record as its document: what its PDF shows, and what a viewer reads. */
export function printableWizard<K extends WizardKind>(record: {
  kind: K;
  data: PrintableDataByKind[K];
}): PrintedRecord {
  return printers[record.kind](record.data);
}
