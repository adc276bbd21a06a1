import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  accessLevels,
  previewQuerySchema,
  releaseTimings,
  type AccessLevel,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { previewQuery } from '../api/previewQuery';
import { LoadState } from '@legacy-planner/planner-client';
import { levelLabels, timingLabels } from '../labels';
import { ViewerPlanView } from './ViewerPlanView';

/** The level and the situation that the preview shows first. */
export const FIRST_PREVIEW: { level: AccessLevel; timing: ReleaseTiming } = {
  level: 'standard',
  timing: 'immediate',
};

/** Pick a level and a situation; see exactly what a viewer with that grant would get. */
export function PreviewByLevel() {
  const platform = usePlatform();
  const [level, setLevel] = useState(FIRST_PREVIEW.level);
  const [timing, setTiming] = useState(FIRST_PREVIEW.timing);
  // The contracts' rule: only full access reaches what is released after a verified passing.
  const valid = previewQuerySchema.isValidSync({ level, timing });
  const preview = useQuery({ ...previewQuery(platform, { level, timing }), enabled: valid });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          id="preview-level"
          select
          label="Level of access"
          value={level}
          onChange={(event) => {
            const chosen = event.target.value as AccessLevel;
            setLevel(chosen);
            if (chosen !== 'full' && timing === 'after_passing') setTiming('emergency');
          }}
          sx={{ minWidth: 200 }}
        >
          {accessLevels.map((option) => (
            <MenuItem key={option} value={option}>
              {levelLabels[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="preview-timing"
          select
          label="Situation"
          value={timing}
          onChange={(event) => setTiming(event.target.value as ReleaseTiming)}
          helperText="After a verified passing is reached with full access only."
          sx={{ minWidth: 240 }}
        >
          {releaseTimings.map((option) => (
            <MenuItem
              key={option}
              value={option}
              disabled={option === 'after_passing' && level !== 'full'}
            >
              {timingLabels[option]}
            </MenuItem>
          ))}
        </TextField>
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
