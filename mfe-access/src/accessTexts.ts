import type { AccessLevel } from '@legacy-planner/contracts';

// The words of the public access pages. The person reading them may be grieving: they stay
// plain and kind, and a refusal never says which detail did not match.

export const levelNames: Record<AccessLevel, string> = {
  basic: 'Basic access',
  standard: 'Standard access',
  full: 'Full access',
};

export const accessTexts = {
  refused:
    "We're sorry, we could not confirm access with these details. Please check them and try again. If you are unsure, the family or the executor may be able to help.",
  rateLimited:
    'There have been too many attempts for now. Please take a break and try again later.',
  failed: 'Something went wrong on our side. Please try again in a moment.',
  ended: 'This access has ended or was never granted',
} as const;
