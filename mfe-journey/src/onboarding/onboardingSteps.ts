import type { ToastMessage } from '@legacy-planner/shared-ui';

// The six steps of the Getting Started dialog (spec sections 2 and 4). A step with an action
// shows the action's button instead of Next; the action opens the tab where it happens.
export interface OnboardingStep {
  title: string;
  body: string;
  action?: { label: string; tab?: string; toast: ToastMessage };
}

export const onboardingSteps: readonly OnboardingStep[] = [
  {
    title: 'Welcome to Legacy Planner',
    body: 'In a few short steps you will see how to gather your documents, wishes and trusted people in one place, and decide who may see what, and when.',
  },
  {
    title: 'Add your first document or wish',
    body: 'Start with what matters most: a will, a health directive, or a wish for your ceremony. You can always come back to it.',
    action: {
      label: 'Add a Document',
      tab: 'documents',
      toast: {
        title: 'Documents',
        description:
          'Create your first document with a guided wizard, or upload one you already have.',
      },
    },
  },
  {
    title: 'Add a legacy contact',
    body: 'Name the people you trust: an executor, a healthcare proxy, family and friends. Their role decides what they may see.',
    action: {
      label: 'Add a Contact',
      tab: 'contacts',
      toast: { title: 'Contacts', description: 'Add a trusted person and give them a role.' },
    },
  },
  {
    title: 'Set your access preferences',
    body: 'Choose for each item whether it is shared immediately, in an emergency, or only after a verified passing.',
    action: {
      label: 'Set Preferences',
      tab: 'privacy',
      toast: { title: 'Privacy', description: 'Choose who may see each item, and when.' },
    },
  },
  {
    title: 'Download your access card',
    body: 'An access card lets a trusted person ask for access to your plan when the time comes.',
    action: { label: 'Download Card', toast: { title: 'Card generation feature coming soon!' } },
  },
  {
    title: "You're all set",
    body: 'Your plan is ready to grow. The dashboard shows how complete it is and what to do next.',
  },
];

export const ONBOARDING_COMPLETE_TOAST: ToastMessage = {
  title: 'Welcome aboard!',
  description: 'Your legacy plan is ready. Start from your dashboard.',
  variant: 'success',
};
