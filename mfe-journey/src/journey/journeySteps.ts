import { journeyStateSchema, type HelpedPlan, type JourneyState } from '@legacy-planner/contracts';

// The guided journey's steps (spec section 2): 4 when planning for oneself, 6 for a loved one.
export type JourneyStepId = 'who' | 'access' | 'identity' | 'priorities' | 'tasks' | 'complete';

export function journeySteps(planningFor: JourneyState['planningFor']): JourneyStepId[] {
  return planningFor === 'loved-one'
    ? ['who', 'access', 'identity', 'priorities', 'tasks', 'complete']
    : ['who', 'priorities', 'tasks', 'complete'];
}

export const stepTitles: Record<JourneyStepId, string> = {
  who: 'Who are you planning for?',
  access: 'Access verification',
  identity: 'Identity verification',
  priorities: 'What matters most?',
  tasks: 'Complete your first tasks',
  complete: 'Your journey has begun',
};

/** A journey not yet started: the shared schema's defaults, as the API answers it. */
export const initialJourney: JourneyState = journeyStateSchema.cast({ step: 0 });

/**
 * The toast that stops Continue on a step whose choice is missing (spec section 5), if any.
 * `request` is the user's request to help with the loved one's plan, pending or approved, as the
 * server keeps it (null: none; undefined: not known, so the saved journey answers): a request
 * made is the access and identity verified.
 */
export function missingChoice(
  step: JourneyStepId,
  journey: JourneyState,
  request?: HelpedPlan | null,
) {
  if ((step === 'access' || step === 'identity') && request) return null;
  if (step === 'who' && !journey.planningFor) {
    return { title: 'Selection required', description: "Please choose who you're planning for." };
  }
  if (step === 'access' && !journey.verificationMethod) {
    return {
      title: 'Verification method required',
      description: "Please choose how you'd like to verify access.",
    };
  }
  if (step === 'identity' && (request === null || !journey.identityVerified)) {
    return {
      title: 'Identity verification required',
      description: 'Please complete identity verification to continue.',
    };
  }
  return null;
}
