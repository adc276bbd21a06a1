import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import {
  previewQuerySchema,
  type AccessLevel,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { previewQuery } from '../api/previewQuery';
import { LoadState } from '@legacy-planner/planner-client';
import { levelLabels, timingLabels } from '../labels';
import { ViewerPlanView } from './ViewerPlanView';
import { ChoiceField } from '../fields/ChoiceField';
import { timingChoices } from '../fields/choices';
import { LevelSelect } from '../fields/LevelSelect';

/** The level and the situation that the preview shows first. */
export const FIRST_PREVIEW: { level: AccessLevel; timing: ReleaseTiming } = {
  level: 'standard',
  timing: 'immediate',
};

/** The contracts' rule: only full access reaches what is released after a verified passing. */
const reaches = (level: AccessLevel, situation: string) =>
  previewQuerySchema.isValidSync({ level, timing: situation });

/** Pick a level and a situation; see exactly what a viewer with that grant would get. */
export function PreviewByLevel() {
  const platform = usePlatform();
  const [level, setLevel] = useState(FIRST_PREVIEW.level);
  const [timing, setTiming] = useState(FIRST_PREVIEW.timing);
  const valid = reaches(level, timing);
  const preview = useQuery({ ...previewQuery(platform, { level, timing }), enabled: valid });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <LevelSelect
          id="preview-level"
          label="Level of access"
          value={level}
          onLevel={(chosen) => {
            setLevel(chosen);
            if (!reaches(chosen, timing)) setTiming('emergency');
          }}
          sx={{ minWidth: 200 }}
        />
        <ChoiceField
          id="preview-timing"
          label="Situation"
          choices={timingChoices.map((choice) => ({
            ...choice,
            disabled: !reaches(level, choice.value),
          }))}
          value={timing}
          onChange={(event) => setTiming(event.target.value as ReleaseTiming)}
          helperText="After a verified passing is reached with full access only."
          sx={{ minWidth: 240 }}
        />
      </Stack>
      <LoadState query={preview} what="preview" />
      {preview.data ? (
        <ViewerPlanView
          plan={preview.data}
          idPrefix="preview"
          label={`What ${levelLabels[level].toLowerCase()} access would see, ${timingLabels[timing].toLowerCase()}`}
        />
      ) : null}
    </Stack>
  );
}
