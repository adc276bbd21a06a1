import { accessLevels, releaseTimings } from '@legacy-planner/contracts';
import { levelLabels, timingLabels } from '../labels';
import type { Choice } from './ChoiceField';

/** The access levels as a ChoiceField offers them. */
export const levelChoices: readonly Choice[] = accessLevels.map((level) => ({
  value: level,
  label: levelLabels[level],
}));

/** The release timings as a ChoiceField offers them. */
export const timingChoices: readonly Choice[] = releaseTimings.map((timing) => ({
  value: timing,
  label: timingLabels[timing],
}));
