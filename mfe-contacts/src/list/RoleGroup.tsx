import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactRoleLabels, type Contact, type ContactRole } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { contactPageQuery, type ContactPage } from '../api/contactPage';
import { ContactCard, contactNameId } from './ContactCard';

export interface RoleGroupProps {
  role: ContactRole;
  search: string;
  /** How many of the role's contacts match the search (the server's count). */
  count: number;
  readOnly: boolean;
  keptByOwner: (contact: Contact) => string | null;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

const counted = (count: number) => count.toLocaleString('en-US');

/**
 * One role's contacts, a page at a time through the API's cursors: its heading names the
 * server's count, and "Show more" adds the next page, moving focus to the first contact it
 * added, so a keyboard goes on from there.
 */
export function RoleGroup({ role, search, count, ...card }: RoleGroupProps) {
  const platform = usePlatform();
  const [pagesWanted, setPagesWanted] = useState(1);
  // The cursors of the pages shown: each page names the next one.
  const cursors: (string | undefined)[] = [undefined];
  while (cursors.length < pagesWanted) {
    const shown = platform.queryClient.getQueryData<ContactPage>(
      contactPageQuery(platform, { role, search, cursor: cursors.at(-1) }).queryKey,
    );
    if (!shown?.nextCursor) break;
    cursors.push(shown.nextCursor);
  }
  const pages = useQueries({
    queries: cursors.map((cursor) => contactPageQuery(platform, { role, search, cursor })),
  });
  const contacts = pages.flatMap((page) => page.data?.items ?? []);
  const loading = pages.some((page) => page.isPending);
  const failed = pages.find((page) => page.isError);
  const hasMore = !loading && Boolean(pages.at(-1)?.data?.nextCursor);

  // The first contact "Show more" added, focused once it shows.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || contacts.length <= at) return;
    focusAt.current = null;
    document.getElementById(contactNameId(contacts[at]!))?.focus();
  });

  const headingId = `group-${role}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {contactRoleLabels[role]} ({counted(count)})
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {contacts.map((contact) => (
          <ContactCard
            key={contact.id}
            contact={contact}
            readOnly={card.readOnly}
            keptByOwner={card.readOnly ? null : card.keptByOwner(contact)}
            onEdit={() => card.onEdit(contact)}
            onDelete={() => card.onDelete(contact)}
          />
        ))}
      </Stack>
      {loading ? (
        <CircularProgress size={24} aria-label={`Loading ${contactRoleLabels[role]} contacts`} />
      ) : null}
      {failed ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void failed.refetch()}>Retry</Button>}
        >
          These contacts could not be loaded.
        </Alert>
      ) : null}
      {hasMore ? (
        <Button
          sx={{ mt: 1 }}
          aria-describedby={headingId}
          onClick={() => {
            focusAt.current = contacts.length;
            setPagesWanted(pages.length + 1);
          }}
        >
          Show more ({counted(Math.max(count - contacts.length, 0))} not shown)
        </Button>
      ) : null}
    </section>
  );
}
