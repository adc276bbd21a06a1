import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { viewerKinds, type AccessLevel } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { LoadState } from '@legacy-planner/planner-client';
import { previewQuery } from '../api/previewQuery';
import { capitalized } from '../labels';
import { ChoiceField } from '../fields/ChoiceField';
import { ViewerPlanView } from './ViewerPlanView';

/** The viewer that the preview shows first. */
export const FIRST_PREVIEW: { level: AccessLevel } = { level: 'standard' };

const whoOf = (level: AccessLevel) => viewerKinds.find((kind) => kind.level === level)!.who;

/**
 * Pick one of the three kinds of viewer a grant makes (each in the situation its grant stands
 * for) and see exactly what they would get: no view that no viewer gets.
 */
export function PreviewByLevel() {
  const platform = usePlatform();
  const [level, setLevel] = useState(FIRST_PREVIEW.level);
  const preview = useQuery(previewQuery(platform, { level }));

  return (
    <Stack spacing={2}>
      <ChoiceField
        id="preview-viewer"
        label="Who"
        fullWidth
        choices={viewerKinds.map((kind) => ({ value: kind.level, label: capitalized(kind.who) }))}
        value={level}
        onChange={(event) => setLevel(event.target.value as AccessLevel)}
        sx={{ maxWidth: 560 }}
      />
      <LoadState query={preview} what="preview" />
      {preview.data ? (
        <ViewerPlanView
          plan={preview.data}
          idPrefix="preview"
          label={`What ${whoOf(level)} would see`}
        />
      ) : null}
    </Stack>
  );
}
