import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useField, useFormikContext } from 'formik';
import {
  MESSAGE_TEXTS,
  canReach,
  messageDeliveryStateLabels,
  messageNotSentTexts,
  messageRecipient,
  type Contact,
} from '@legacy-planner/contracts';
import { usePlannerList } from '@legacy-planner/planner-client';
import { ApiError, usePlatform } from '@legacy-planner/shared-ui';
import { ownerMessagesQuery } from '../api/ownerMessages';
import { sendTestDelivery } from '../api/sendTestDelivery';
import { Cell } from '../fields/Section';
import { TextInput } from '../fields/TextInput';
import { fieldId } from '../fields/fieldId';
import { useWizardContext } from '../form/wizardContext';
import { useValue } from '../fields/useValue';

const contactName = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();

/**
 * Who a legacy message is for: one of the owner's contacts (their email is read when it is
 * delivered), or a name and an email. Says plainly when the message could not reach anyone.
 */
export function MessageRecipient({ path }: { path: string }) {
  const contacts = usePlannerList('contacts');
  const { setFieldValue } = useFormikContext();
  const [contactField] = useField<string>(`${path}.recipientContactId`);
  const { readOnly } = useWizardContext();
  const name = useValue<string>(`${path}.recipientName`);
  const email = useValue<string>(`${path}.recipientEmail`);
  const list = contacts.data ?? [];
  const chosen = list.find((contact) => contact.id === contactField.value);
  const recipient = messageRecipient(
    { recipientContactId: contactField.value ?? '', recipientName: name, recipientEmail: email },
    list,
  );
  // A contact the list does not hold yet (still loading) or any more is shown by the fields.
  const namedByContact = Boolean(contactField.value) && Boolean(chosen);

  return (
    <>
      <Cell>
        <TextField
          id={fieldId(`${path}.recipientContactId`)}
          select
          fullWidth
          label="Recipient"
          name={contactField.name}
          value={chosen ? contactField.value : ''}
          disabled={readOnly}
          onChange={(event) => {
            const picked = list.find((contact) => contact.id === event.target.value);
            void setFieldValue(`${path}.recipientContactId`, picked?.id ?? '');
            // The printed record and the owner's lists name the recipient by this name.
            if (picked) void setFieldValue(`${path}.recipientName`, contactName(picked));
          }}
          helperText="Choose one of your contacts, or name someone else below."
        >
          <MenuItem value="">Someone else (a name and an email)</MenuItem>
          {list.map((contact) => (
            <MenuItem key={contact.id} value={contact.id}>
              {contactName(contact)}
              {contact.email ? ` (${contact.email})` : ' (no email)'}
            </MenuItem>
          ))}
        </TextField>
      </Cell>
      {!namedByContact && (
        <Cell half>
          <TextInput name={`${path}.recipientName`} label="Recipient's name" />
        </Cell>
      )}
      {(!namedByContact || !chosen?.email) && (
        <Cell half>
          <TextInput
            name={`${path}.recipientEmail`}
            label="Recipient's email"
            type="email"
            helperText={
              namedByContact ? 'This contact has no email: type the one to deliver it to.' : ''
            }
          />
        </Cell>
      )}
      {contacts.isSuccess && !canReach(recipient) && (
        <Cell>
          <Alert severity="warning">{MESSAGE_TEXTS.unreachable}</Alert>
        </Cell>
      )}
    </>
  );
}

/**
 * How a saved message's delivery stands (waiting, delivered, opened; due but not sent, and
 * why), and the owner's test: the recipient's mail, sent to the owner.
 */
export function MessageDeliveryStatus({ messageId }: { messageId: string }) {
  const { api, isDemoMode, toast, helping } = usePlatform();
  const { readOnly } = useWizardContext();
  const statuses = useQuery({ ...ownerMessagesQuery(api), enabled: !isDemoMode });
  const status = statuses.data?.find((message) => message.id === messageId);
  const test = useMutation({
    mutationFn: () => sendTestDelivery(api, messageId),
    onSuccess: () =>
      toast({
        title: 'Test delivery sent',
        description: MESSAGE_TEXTS.testSent,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'No test delivery',
        description:
          error instanceof ApiError && error.code === 'not_found'
            ? MESSAGE_TEXTS.notSavedYet
            : error instanceof Error
              ? error.message
              : 'The test delivery could not be sent.',
        variant: 'destructive',
      }),
  });
  if (isDemoMode) return null;
  const state = status?.state ?? 'waiting';
  const when =
    state === 'opened' ? status?.firstOpenedAt : state === 'delivered' ? status?.deliveredAt : null;
  return (
    <Cell>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          Delivery: <strong>{messageDeliveryStateLabels[state]}</strong>
          {when ? ` (${new Date(when).toLocaleDateString()})` : ''}
        </Typography>
        {/* The test mails the plan's owner, which is the owner's to do: not offered to a helper. */}
        {!helping && (
          <Button
            size="small"
            variant="outlined"
            disabled={readOnly || test.isPending}
            onClick={() => test.mutate()}
          >
            Send me a test delivery
          </Button>
        )}
      </Box>
      {status?.notSent && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {messageNotSentTexts[status.notSent]}
        </Alert>
      )}
    </Cell>
  );
}
