import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import type { Wish, WishCategory, WishInput } from '@legacy-planner/contracts';
import { HelpPanel, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import {
  ConfirmDialog,
  plannerListQuery,
  usePlannerList,
  useQueriesSettled,
} from '@legacy-planner/planner-client';
import { WishDialog } from './dialog/WishDialog';
import { SelectionsSummary } from './summary/SelectionsSummary';
import { QuickSummary } from './summary/QuickSummary';
import { AllPreferences } from './preferences/AllPreferences';
import { useWishChanges } from './changes/useWishChanges';
import { ReadOnlyNote, useWriteAccess } from './access/writeAccess';

/** The dialog shown: adding (in a category), editing one wish, or confirming one's deletion. */
type Shown =
  { kind: 'add'; category: WishCategory } | { kind: 'edit' | 'delete'; wish: Wish } | null;

export default function WishesTab() {
  const platform = usePlatform();
  const { canWrite, controlProps } = useWriteAccess();
  // Its first screen's data before it shows (useQueriesSettled says why).
  useQueriesSettled([plannerListQuery('wishes', platform)]);
  const wishes = usePlannerList('wishes');
  const changes = useWishChanges();
  const [shown, setShown] = useState<Shown>(null);
  const close = () => setShown(null);

  const save = (values: WishInput) =>
    shown?.kind === 'edit'
      ? changes.update({ id: shown.wish.id, changes: values })
      : changes.create(values);

  return (
    <TabPage title="Wishes">
      <HelpPanel topic="wishes" variant="collapsible" defaultExpanded />
      <ReadOnlyNote />
      <Button
        variant="contained"
        onClick={() => setShown({ kind: 'add', category: 'ceremony' })}
        {...controlProps}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add Wish
      </Button>
      {wishes.isPending ? (
        <CircularProgress aria-label="Loading wishes" />
      ) : wishes.isError ? (
        <Alert severity="error" action={<Button onClick={() => wishes.refetch()}>Retry</Button>}>
          Your wishes could not be loaded.
        </Alert>
      ) : (
        <>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectionsSummary wishes={wishes.data} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <QuickSummary wishes={wishes.data} />
            </Grid>
          </Grid>
          <AllPreferences
            wishes={wishes.data}
            readOnly={!canWrite}
            onAdd={(category) => setShown({ kind: 'add', category })}
            onToggle={(wish, isSelected) => changes.select({ wish, isSelected })}
            onEdit={(wish) => setShown({ kind: 'edit', wish })}
            onDelete={(wish) => setShown({ kind: 'delete', wish })}
          />
        </>
      )}
      {shown?.kind === 'add' || shown?.kind === 'edit' ? (
        <WishDialog
          wish={shown.kind === 'edit' ? shown.wish : null}
          category={shown.kind === 'add' ? shown.category : undefined}
          onClose={close}
          onSave={save}
        />
      ) : null}
      <ConfirmDialog
        open={shown?.kind === 'delete'}
        title={shown?.kind === 'delete' ? `Delete ${shown.wish.preference}?` : ''}
        onCancel={close}
        onConfirm={async () => {
          if (shown?.kind !== 'delete') return;
          try {
            await changes.remove(shown.wish);
            close();
          } catch {
            // The failure toast has been shown; the wish stays.
          }
        }}
      />
    </TabPage>
  );
}
