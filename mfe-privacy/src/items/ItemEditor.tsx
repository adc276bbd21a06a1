import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  asksBeforeWidening,
  releasePatchSchema,
  releasesWider,
  type PrivacyItem,
  type ReleasePatch,
  type ReleaseSettings,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import { useUpdateItem } from '../api/updateItem';
import { useFollowDocumentAgain } from '../api/followDocumentAgain';
import { ChoiceField } from '../fields/ChoiceField';
import { timingChoices } from '../fields/choices';
import { LevelSelect } from '../fields/LevelSelect';
import { useWriteAccess } from '../access/writeAccess';
import { securityLabels, settingsText } from '../labels';
import { WideningDialog } from './WideningDialog';

const settingsOf = ({
  requiredAccessLevel,
  isVisible,
  releaseTiming,
}: ReleaseSettings): ReleaseSettings => ({ requiredAccessLevel, isVisible, releaseTiming });

/**
 * One item's required level, visibility and release timing, each saved as it changes. Opening
 * a sensitive item wider than recommended waits for the owner's confirmation, which names who
 * could then see it.
 */
export function ItemEditor({
  item,
  id,
  setApart,
  onDone,
}: {
  item: PrivacyItem;
  id: string;
  /** A file filed under a document that keeps settings of its own. */
  setApart: boolean;
  onDone: () => void;
}) {
  const update = useUpdateItem();
  const followAgain = useFollowDocumentAgain();
  const { controlProps } = useWriteAccess();
  const [widening, setWidening] = useState<{ patch: ReleasePatch; next: ReleaseSettings } | null>(
    null,
  );
  const save = (patch: ReleasePatch) => update.mutate({ type: item.type, id: item.id, patch });
  const change = (patch: ReleasePatch) => {
    if (!releasePatchSchema.isValidSync(patch)) return;
    const next = { ...settingsOf(item), ...patch };
    // Only a change that adds viewers beyond the recommended ones asks; narrowing never does.
    if (
      asksBeforeWidening(item.type, item.category) &&
      releasesWider(next, item.recommended) &&
      releasesWider(next, item)
    ) {
      setWidening({ patch, next });
      return;
    }
    save(patch);
  };
  const busy = update.isPending || followAgain.isPending ? { 'aria-busy': true } : {};
  const group = useRef<HTMLDivElement>(null);
  // Opened, the editor takes the focus: its first control, or itself where every control is
  // disabled (read-only); Done or Escape gives it back to the row's button.
  useEffect(() => {
    const first = group.current?.querySelector<HTMLElement>('select:enabled, input:enabled');
    (first ?? group.current)?.focus();
  }, []);

  return (
    <Stack
      ref={group}
      id={id}
      role="group"
      tabIndex={-1}
      aria-label={`Settings of ${item.title}`}
      spacing={1.5}
      sx={{ pt: 1.5 }}
      onKeyDown={(event) => {
        // The widening dialog's own Escape cancels it alone (its events reach here through React).
        if (event.key === 'Escape' && !widening) onDone();
      }}
      {...busy}
    >
      {item.follows ? (
        <Typography variant="body2">
          Changing these settings sets this file apart from {item.follows.title}: it then keeps
          settings of its own.
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <LevelSelect
          id={`${id}-level`}
          size="small"
          label="Required level"
          value={item.requiredAccessLevel}
          onLevel={(requiredAccessLevel) => change({ requiredAccessLevel })}
          sx={{ minWidth: 170 }}
          {...controlProps}
        />
        <ChoiceField
          id={`${id}-timing`}
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
      <Typography variant="body2" color="text.secondary">
        Security: {securityLabels[item.securityLevel]} · Recommended:{' '}
        {settingsText(item.recommended)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {setApart ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => followAgain.mutate(item.id)}
            {...controlProps}
            disabled={controlProps.disabled || followAgain.isPending}
          >
            Follow the document again
          </Button>
        ) : null}
        <Button size="small" onClick={onDone}>
          Done
        </Button>
      </Stack>
      {widening ? (
        <WideningDialog
          title={item.title}
          next={widening.next}
          recommended={item.recommended}
          onCancel={() => setWidening(null)}
          onConfirm={() => {
            save(widening.patch);
            setWidening(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
