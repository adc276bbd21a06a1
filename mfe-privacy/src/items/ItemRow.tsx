import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  releasePatchSchema,
  type PrivacyItem,
  type ReleasePatch,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import { useUpdateItem } from '../api/updateItem';
import { ChoiceField } from '../fields/ChoiceField';
import { timingChoices } from '../fields/choices';
import { LevelSelect } from '../fields/LevelSelect';
import { useWriteAccess } from '../access/writeAccess';
import { categoryLabel, itemTypeSingular, securityLabels } from '../labels';

// White on MUI's warning orange is below 4.5:1: restricted keeps the default chip.
const securityColor = { public: 'success', restricted: 'default', confidential: 'error' } as const;

/** One item: its required level, visibility and release timing, each saved as it changes. */
export function ItemRow({ item }: { item: PrivacyItem }) {
  const update = useUpdateItem();
  const { controlProps } = useWriteAccess();
  const key = `${item.type}-${item.id}`;
  const change = (patch: ReleasePatch) => {
    if (!releasePatchSchema.isValidSync(patch)) return;
    update.mutate({ type: item.type, id: item.id, patch });
  };
  const busy = update.isPending ? { 'aria-busy': true } : {};

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={item.title}
      sx={{ p: 2, listStyle: 'none' }}
      {...busy}
    >
      <Stack spacing={1.5}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={itemTypeSingular[item.type]} />
          {item.category ? (
            <Chip size="small" variant="outlined" label={categoryLabel(item.type, item.category)} />
          ) : null}
          <Chip
            size="small"
            color={securityColor[item.securityLevel]}
            label={`Security: ${securityLabels[item.securityLevel]}`}
          />
          {!item.isVisible ? <Chip size="small" label="Hidden" /> : null}
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' } }}
        >
          <LevelSelect
            id={`${key}-level`}
            size="small"
            label="Required level"
            value={item.requiredAccessLevel}
            onLevel={(requiredAccessLevel) => change({ requiredAccessLevel })}
            sx={{ minWidth: 170 }}
            {...controlProps}
          />
          <ChoiceField
            id={`${key}-timing`}
            size="small"
            label="Released"
            choices={timingChoices}
            value={item.releaseTiming}
            onChange={(event) => change({ releaseTiming: event.target.value as ReleaseTiming })}
            sx={{ minWidth: 220 }}
            {...controlProps}
          />
          <FormControlLabel
            control={
              <Switch
                checked={item.isVisible}
                onChange={(event) => change({ isVisible: event.target.checked })}
                {...controlProps}
              />
            }
            label="Visible"
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
