import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contactRoleLabels, type Contact, type ContactInput } from '@legacy-planner/contracts';
import { HelpPanel, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import {
  ConfirmDialog,
  plannerListQuery,
  usePlannerList,
  useQueriesSettled,
} from '@legacy-planner/planner-client';
import { ContactDialog } from './dialog/ContactDialog';
import { ContactCard, fullName } from './list/ContactCard';
import { groupByRole, searchContacts } from './list/searchContacts';
import { RolesOverview } from './roles/RolesOverview';
import { overviewRoles } from './roles/roleAccess';
import { useContactChanges } from './changes/useContactChanges';
import { ReadOnlyNote, useWriteAccess } from './access/writeAccess';
import { useKeptByOwner } from './access/keptByOwner';

/** The dialog shown: adding, editing one contact, or confirming one's deletion. */
type Shown = { kind: 'add' } | { kind: 'edit' | 'delete'; contact: Contact } | null;

export default function ContactsTab() {
  const platform = usePlatform();
  const { canWrite, controlProps } = useWriteAccess();
  const keptByOwner = useKeptByOwner();
  // Its first screen's data before it shows (useQueriesSettled says why).
  useQueriesSettled([plannerListQuery('contacts', platform)]);
  const contacts = usePlannerList('contacts');
  const changes = useContactChanges();
  const [search, setSearch] = useState('');
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
          id="contact-search"
          label="Search contacts"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText="Name, email, relationship or role"
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
      {contacts.isPending ? (
        <CircularProgress aria-label="Loading contacts" />
      ) : contacts.isError ? (
        <Alert severity="error" action={<Button onClick={() => contacts.refetch()}>Retry</Button>}>
          Your contacts could not be loaded.
        </Alert>
      ) : (
        <>
          <ContactGroups
            contacts={searchContacts(contacts.data, search)}
            searching={search.trim() !== ''}
            readOnly={!canWrite}
            keptByOwner={keptByOwner}
            onEdit={(contact) => setShown({ kind: 'edit', contact })}
            onDelete={(contact) => setShown({ kind: 'delete', contact })}
          />
          <RolesOverview contacts={contacts.data} />
        </>
      )}
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

function ContactGroups({
  contacts,
  searching,
  readOnly,
  keptByOwner,
  onEdit,
  onDelete,
}: {
  contacts: Contact[];
  searching: boolean;
  readOnly: boolean;
  keptByOwner: (contact: Contact) => string | null;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  if (contacts.length === 0) {
    return (
      <Typography>
        {searching
          ? 'No contact matches your search.'
          : 'No contacts yet. Add the people you trust: your executor, your healthcare proxy, your family.'}
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      {groupByRole(contacts, overviewRoles).map((group) => (
        <section key={group.role} aria-labelledby={`group-${group.role}`}>
          <Typography id={`group-${group.role}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {contactRoleLabels[group.role]} ({group.contacts.length})
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {group.contacts.map((contact) => (
              <ContactCard
                key={contact.id}
                contact={contact}
                readOnly={readOnly}
                keptByOwner={readOnly ? null : keptByOwner(contact)}
                onEdit={() => onEdit(contact)}
                onDelete={() => onDelete(contact)}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
