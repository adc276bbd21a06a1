import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Contact } from '@legacy-planner/contracts';

export const fullName = (contact: Contact) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** The id of a contact's name: where focus goes when its group shows more contacts. */
export const contactNameId = (contact: Contact) => `contact-${contact.id}-name`;

/** One contact: who they are to the person planning and how to reach them. */
export function ContactCard({
  contact,
  readOnly,
  keptByOwner,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  readOnly: boolean;
  /** Why only the plan's owner may remove this contact (a helper's view), or null. */
  keptByOwner: string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = fullName(contact);
  const keptId = `contact-${contact.id}-kept`;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography
          id={contactNameId(contact)}
          tabIndex={-1}
          variant="h4"
          component="h3"
          sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {contact.relation ? (
          <Typography variant="body2" color="text.secondary">
            {contact.relation}
          </Typography>
        ) : null}
        {contact.email ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Typography>
        ) : null}
        {contact.phone ? <Typography variant="body2">{contact.phone}</Typography> : null}
        {keptByOwner ? (
          <Typography id={keptId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {keptByOwner}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit} disabled={readOnly} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          disabled={readOnly || Boolean(keptByOwner)}
          aria-label={`Delete ${name}`}
          aria-describedby={keptByOwner ? keptId : undefined}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
