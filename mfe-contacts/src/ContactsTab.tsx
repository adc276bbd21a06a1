import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  contactRoleLabels,
  type Contact,
  type ContactInput,
  type ContactRole,
  CONTACT_SEARCH_MAX_LENGTH,
} from '@legacy-planner/contracts';
import { HelpPanel, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import { ConfirmDialog, useQueriesSettled } from '@legacy-planner/planner-client';
import { contactCountsQuery, type ContactsFound } from './api/contactCounts';
import { ContactDialog } from './dialog/ContactDialog';
import { fullName } from './list/ContactCard';
import { RoleGroup } from './list/RoleGroup';
import { useDebounced } from './list/useDebounced';
import { RolesOverview } from './roles/RolesOverview';
import { overviewRoles } from './roles/roleAccess';
import { useContactChanges } from './changes/useContactChanges';
import { ReadOnlyNote, useWriteAccess } from './access/writeAccess';
import { useKeptByOwner } from './access/keptByOwner';

/** The dialog shown: adding, editing one contact, or confirming one's deletion. */
type Shown = { kind: 'add' } | { kind: 'edit' | 'delete'; contact: Contact } | null;

/** A pause in typing this long sends the search to the API. */
const SEARCH_PAUSE_MS = 250;

export default function ContactsTab() {
  const platform = usePlatform();
  const { canWrite, controlProps } = useWriteAccess();
  const keptByOwner = useKeptByOwner();
  // Its first screen's data before it shows (useQueriesSettled says why).
  useQueriesSettled([contactCountsQuery(platform, '')]);
  const changes = useContactChanges();
  const [search, setSearch] = useState('');
  const [roleShown, setRoleShown] = useState<ContactRole | 'all'>('all');
  const searched = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  // The plan's own counts (the Roles Overview), and those of the contacts the search matches:
  // while a new search is asked, the groups of the last one stay.
  const totals = useQuery(contactCountsQuery(platform, ''));
  const matching = useQuery({
    ...contactCountsQuery(platform, searched),
    placeholderData: keepPreviousData,
  });
  const [shown, setShown] = useState<Shown>(null);
  const close = () => setShown(null);

  const save = (values: ContactInput) =>
    shown?.kind === 'edit'
      ? changes.update({ id: shown.contact.id, changes: values })
      : changes.create(values);

  return (
    <TabPage title="Contacts">
      <HelpPanel topic="contacts" variant="collapsible" defaultExpanded />
      <ReadOnlyNote />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="contact-role-shown"
          select
          label="Role"
          value={roleShown}
          onChange={(event) => setRoleShown(event.target.value as ContactRole | 'all')}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: { sm: 220 } }}
        >
          <option value="all">
            All roles ({(matching.data?.total ?? 0).toLocaleString('en-US')})
          </option>
          {overviewRoles.map((role) => (
            <option key={role} value={role}>
              {contactRoleLabels[role]} (
              {(matching.data?.byRole[role] ?? 0).toLocaleString('en-US')})
            </option>
          ))}
        </TextField>
        <TextField
          id="contact-search"
          label="Search contacts"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText="Name, email, relationship or role"
          // The API's limit for a search: a longer one would only be refused.
          slotProps={{ htmlInput: { maxLength: CONTACT_SEARCH_MAX_LENGTH } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="contained"
          onClick={() => setShown({ kind: 'add' })}
          {...controlProps}
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
        >
          Add Contact
        </Button>
      </Stack>
      {matching.isPending ? (
        <CircularProgress aria-label="Loading contacts" />
      ) : matching.isError ? (
        <Alert severity="error" action={<Button onClick={() => matching.refetch()}>Retry</Button>}>
          Your contacts could not be loaded.
        </Alert>
      ) : (
        <ContactGroups
          found={matching.data}
          roleShown={roleShown}
          readOnly={!canWrite}
          keptByOwner={keptByOwner}
          onEdit={(contact) => setShown({ kind: 'edit', contact })}
          onDelete={(contact) => setShown({ kind: 'delete', contact })}
        />
      )}
      {totals.data ? <RolesOverview counts={totals.data.byRole} /> : null}
      {shown?.kind === 'add' || shown?.kind === 'edit' ? (
        <ContactDialog
          contact={shown.kind === 'edit' ? shown.contact : null}
          keptByOwner={shown.kind === 'edit' ? keptByOwner(shown.contact) : null}
          onClose={close}
          onSave={save}
        />
      ) : null}
      <ConfirmDialog
        open={shown?.kind === 'delete'}
        title={shown?.kind === 'delete' ? `Delete ${fullName(shown.contact)}?` : ''}
        onCancel={close}
        onConfirm={async () => {
          if (shown?.kind !== 'delete') return;
          try {
            await changes.remove(shown.contact);
            close();
          } catch {
            // The failure toast has been shown; the contact stays.
          }
        }}
      />
    </TabPage>
  );
}

/** The groups of the roles shown that hold contacts matching the search, in the overview's order. */
function ContactGroups({
  found: { byRole, search },
  roleShown,
  ...card
}: {
  found: ContactsFound;
  roleShown: ContactRole | 'all';
  readOnly: boolean;
  keptByOwner: (contact: Contact) => string | null;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const roles = overviewRoles.filter(
    (role) => byRole[role] > 0 && (roleShown === 'all' || role === roleShown),
  );
  if (roles.length === 0) {
    return (
      <Typography>
        {search || roleShown !== 'all'
          ? 'No contact matches your search.'
          : 'No contacts yet. Add the people you trust: your executor, your healthcare proxy, your family.'}
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      {roles.map((role) => (
        // A new search starts each group again at its first page.
        <RoleGroup
          key={`${role} ${search}`}
          role={role}
          search={search}
          count={byRole[role]}
          {...card}
        />
      ))}
    </Stack>
  );
}
