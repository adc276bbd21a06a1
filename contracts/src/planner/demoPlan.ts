import type { Activity, ContactInput, DocumentInput, WishInput } from './plannerSchemas';

// The sample plan of the demo: seeded into the demo account by the server, and used as the
// built-in data of demo mode (no account) in the browser.
export const demoPlan: {
  documents: DocumentInput[];
  wishes: WishInput[];
  contacts: ContactInput[];
} = {
  documents: [
    {
      title: 'Last Will & Testament',
      category: 'will',
      status: 'in_progress',
      privacyLevel: 'Private',
      completionPercentage: 60,
      signedOn: null,
      originalLocation: '',
      originalHolder: '',
    },
    {
      title: 'Advance Health Directive',
      category: 'health',
      status: 'completed',
      privacyLevel: 'Private',
      completionPercentage: 100,
      signedOn: '2026-03-03',
      originalLocation: 'Fire safe, study closet',
      originalHolder: 'Attorney Jane Roe',
    },
    {
      title: 'Life Insurance Policy',
      category: 'insurance',
      status: 'not_started',
      privacyLevel: 'Private',
      completionPercentage: 0,
      signedOn: null,
      originalLocation: '',
      originalHolder: '',
    },
  ],
  wishes: [
    {
      category: 'music',
      subcategory: 'Service',
      preference: 'Play "What a Wonderful World" at the service',
      details: 'Louis Armstrong, please.',
      importance: 'high',
      isSelected: true,
    },
    {
      category: 'ceremony',
      subcategory: 'Style',
      preference: 'A small celebration of life in the garden',
      details: '',
      importance: 'medium',
      isSelected: true,
    },
    {
      category: 'flowers',
      subcategory: '',
      preference: 'Wildflowers instead of wreaths',
      details: '',
      importance: 'low',
      isSelected: true,
    },
    {
      category: 'burial',
      subcategory: '',
      preference: 'Cremation, ashes scattered at the coast',
      details: 'Near the lighthouse we used to visit.',
      importance: 'high',
      isSelected: false,
    },
  ],
  contacts: [
    {
      firstName: 'Sarah',
      lastName: 'Johnson',
      email: 'sarah.johnson@example.com',
      phone: '555-0142',
      relation: 'Daughter',
      role: 'executor',
      address: '',
      notes: '',
    },
    {
      firstName: 'Michael',
      lastName: 'Chen',
      email: 'dr.chen@example.com',
      phone: '555-0199',
      relation: 'Physician',
      role: 'medical_proxy',
      address: '',
      notes: '',
    },
    {
      firstName: 'David',
      lastName: 'Miller',
      email: '',
      phone: '555-0123',
      relation: 'Brother',
      role: 'emergency_contact',
      address: '',
      notes: '',
    },
  ],
};

/** The demo's recent activity, as demo mode shows it (the demo account's log is written by the server). */
export const demoActivities: Omit<Activity, 'userId'>[] = [
  {
    id: 'demo-activity-1',
    category: 'documents',
    status: 'updated',
    description: 'Updated document: Last Will & Testament',
    createdAt: '2025-03-14T10:00:00.000Z',
  },
  {
    id: 'demo-activity-2',
    category: 'wishes',
    status: 'created',
    description: 'Added wish: Play "What a Wonderful World" at the service',
    createdAt: '2025-03-12T16:30:00.000Z',
  },
  {
    id: 'demo-activity-3',
    category: 'contacts',
    status: 'created',
    description: 'Added contact: Sarah Johnson',
    createdAt: '2025-03-10T09:15:00.000Z',
  },
  {
    id: 'demo-activity-4',
    category: 'documents',
    status: 'created',
    description: 'Added document: Advance Health Directive',
    createdAt: '2025-03-08T14:45:00.000Z',
  },
];
