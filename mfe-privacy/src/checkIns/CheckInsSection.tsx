import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ValidationError } from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  CHECK_IN_GRACE_PERIOD_DAYS,
  CHECK_IN_MAIL_NOT_CONFIGURED,
  MAX_CHECK_IN_CONTACTS,
  checkInMethodLabels,
  checkInRhythmLabels,
  checkInRhythms,
  checkInSettingsSchema,
  type CheckInRhythm,
  type CheckInStatus,
  type ValidationContext,
} from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import {
  LoadState,
  Section,
  formatDate,
  formatDateTime,
  usePlannerList,
} from '@legacy-planner/planner-client';
import { checkInsQuery } from '../api/checkInsQuery';
import { useSaveCheckInSettings } from '../api/saveCheckInSettings';
import { useCheckInNow } from '../api/checkInNow';
import { useSendTestCheckIn } from '../api/sendTestCheckIn';
import { useBackToNormal } from '../api/backToNormal';
import { useWriteAccess } from '../access/writeAccess';
import { VerifyEmailNote, useEmailGate } from '../access/verifiedEmail';
import { ChoiceField } from '../fields/ChoiceField';
import { checkInSummary, contactName, type NamedContact } from './checkInSummary';

const VERIFY_NOTE_ID = 'check-ins-verify-email';
const NO_MAIL_NOTE_ID = 'check-ins-no-mail';

/** The pause as the date field shows it (the owner's calendar day), and back. */
const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** "Until the 20th" means back on the 20th: check-ins resume at the start of that day. */
const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);

interface Draft {
  rhythm: CheckInRhythm;
  pausedUntil: string;
  contactIds: string[];
}

const draftOf = (status: CheckInStatus): Draft => ({
  rhythm: status.rhythm,
  pausedUntil: dayOf(status.pausedUntil),
  contactIds: status.contactIds,
});

/**
 * Check-ins (issue 27): the owner chooses how often they are asked whether they are OK, may
 * pause it, and orders the trusted contacts asked when a check-in is missed; "I'm OK", a test
 * check-in by email, and "I'm back to normal" after a scare.
 */
export function CheckInsSection() {
  const status = useQuery(checkInsQuery(usePlatform()));
  const contacts = usePlannerList('contacts');
  return (
    <Section id="check-ins" title="Check-ins">
      <VerifyEmailNote id={VERIFY_NOTE_ID} />
      <LoadState query={status} what="check-ins" />
      {status.data ? (
        <CheckInsForm
          key={status.data.rhythmSince ?? 'off'}
          status={status.data}
          contacts={contacts.data ?? []}
        />
      ) : null}
    </Section>
  );
}

function CheckInsForm({
  status,
  contacts,
}: {
  status: CheckInStatus;
  contacts: readonly NamedContact[];
}) {
  const ids = { rhythm: useId(), pause: useId(), add: useId(), list: useId(), details: useId() };
  // Off, the section is its heading and one button (the tab's summary already says check-ins
  // are off): on a phone the tab would otherwise be 500 px taller for a feature not in use.
  // On, it opens with the buttons an owner comes here for.
  const [open, setOpen] = useState(status.rhythm !== 'off');
  const [draft, setDraft] = useState<Draft>(() => draftOf(status));
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const write = useWriteAccess().controlProps;
  const gated = useEmailGate().gate(VERIFY_NOTE_ID, write);
  const save = useSaveCheckInSettings();
  const checkIn = useCheckInNow();
  const test = useSendTestCheckIn();
  const backToNormal = useBackToNormal();

  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const chosen = draft.contactIds.filter((id) => byId.has(id));
  const available = contacts.filter((contact) => !chosen.includes(contact.id));
  const full = chosen.length >= MAX_CHECK_IN_CONTACTS;

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change({ contactIds: next });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const settings = {
      rhythm: draft.rhythm,
      pausedUntil: startOfDay(draft.pausedUntil),
      contactIds: chosen,
    };
    try {
      await checkInSettingsSchema.validate(settings, {
        abortEarly: false,
        strict: true,
        context: { now: new Date() } satisfies ValidationContext,
      });
    } catch (error) {
      if (error instanceof ValidationError) return setProblem(error.errors.join(' '));
      throw error;
    }
    setProblem(null);
    save.mutate(settings);
  }

  const last = status.lastCheckIn;
  return (
    <Stack spacing={open ? 3 : 2}>
      {open ? (
        <Typography role="status" aria-label="What happens next">
          {checkInSummary(status, contacts)}
        </Typography>
      ) : null}
      {open || last ? (
        <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0, fontWeight: 500 } }}>
          <div>
            <Typography component="dt" color="text.secondary">
              Last check-in
            </Typography>
            <Typography component="dd">
              {last
                ? `${formatDateTime(last.at)} · ${checkInMethodLabels[last.method]}`
                : 'None yet'}
            </Typography>
          </div>
          <div>
            <Typography component="dt" color="text.secondary">
              Next prompt
            </Typography>
            <Typography component="dd">
              {status.schedule.nextPromptAt
                ? formatDate(status.schedule.nextPromptAt)
                : 'None: check-ins are off'}
            </Typography>
          </div>
        </Stack>
      ) : null}

      <Button
        aria-expanded={open}
        aria-controls={ids.details}
        onClick={() => setOpen(!open)}
        endIcon={
          <ExpandMore
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {status.rhythm === 'off' ? 'Set up check-ins' : 'Check-in settings'}
      </Button>
      {open ? (
        <Stack id={ids.details} spacing={3}>
          <Typography color="text.secondary">
            Choose how often we ask whether you are OK. Pressing “I'm OK” on the page the email
            opens, or simply signing in, answers. If you miss one, we remind you; still nothing
            after {CHECK_IN_GRACE_PERIOD_DAYS} days, we ask your trusted contacts, one at a time,
            whether you are OK. Silence alone never releases your plan.
          </Typography>
          <Stack
            component="form"
            spacing={2}
            onSubmit={submit}
            noValidate
            aria-label="Check-in settings"
          >
            <ChoiceField
              id={ids.rhythm}
              label="How often to check in"
              value={draft.rhythm}
              onChange={(event) => change({ rhythm: event.target.value as CheckInRhythm })}
              choices={checkInRhythms.map((value) => ({
                value,
                label: checkInRhythmLabels[value],
              }))}
              disabled={gated.disabled}
              sx={{ maxWidth: 320 }}
            />
            <TextField
              id={ids.pause}
              type="date"
              label="I'm travelling until (pause)"
              helperText="No check-in is asked before this day. Leave it empty for no pause."
              value={draft.pausedUntil}
              onChange={(event) => change({ pausedUntil: event.target.value })}
              disabled={gated.disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 320 }}
            />

            <Stack spacing={1}>
              <Typography id={ids.list} component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
                Trusted contacts, in the order they are asked
              </Typography>
              {chosen.length === 0 ? (
                <Typography color="text.secondary">
                  None chosen: if you miss a check-in, only you are reminded.
                </Typography>
              ) : (
                <List aria-labelledby={ids.list} dense disablePadding>
                  {chosen.map((id, index) => {
                    const name = contactName(byId.get(id)!);
                    return (
                      <ListItem key={id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                        <Typography sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                          {index + 1}. {name}
                        </Typography>
                        <IconButton
                          aria-label={`Move ${name} up`}
                          onClick={() => move(index, -1)}
                          disabled={gated.disabled || index === 0}
                        >
                          <ArrowUpward />
                        </IconButton>
                        <IconButton
                          aria-label={`Move ${name} down`}
                          onClick={() => move(index, 1)}
                          disabled={gated.disabled || index === chosen.length - 1}
                        >
                          <ArrowDownward />
                        </IconButton>
                        <IconButton
                          aria-label={`Remove ${name}`}
                          onClick={() =>
                            change({ contactIds: chosen.filter((other) => other !== id) })
                          }
                          disabled={gated.disabled}
                        >
                          <Close />
                        </IconButton>
                      </ListItem>
                    );
                  })}
                </List>
              )}
              {contacts.length === 0 ? (
                <Typography color="text.secondary">
                  Add people in your Contacts tab to choose them here.
                </Typography>
              ) : (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <ChoiceField
                    id={ids.add}
                    label="Add a trusted contact"
                    value={adding}
                    onChange={(event) => setAdding(event.target.value)}
                    choices={[
                      {
                        value: '',
                        label: full ? `At most ${MAX_CHECK_IN_CONTACTS}` : 'Choose a contact',
                      },
                      ...available.map((contact) => ({
                        value: contact.id,
                        label: contactName(contact),
                      })),
                    ]}
                    disabled={gated.disabled || full || available.length === 0}
                    sx={{ minWidth: 220 }}
                  />
                  <Button
                    variant="outlined"
                    onClick={() => {
                      change({ contactIds: [...chosen, adding] });
                      setAdding('');
                    }}
                    disabled={gated.disabled || !adding || full}
                  >
                    Add
                  </Button>
                </Stack>
              )}
            </Stack>

            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              disabled={gated.disabled || save.isPending}
              aria-describedby={gated['aria-describedby']}
              sx={{ alignSelf: 'flex-start' }}
            >
              Save check-in settings
            </Button>
          </Stack>

          {!status.emailEnabled ? (
            <Alert id={NO_MAIL_NOTE_ID} severity="info">
              {CHECK_IN_MAIL_NOT_CONFIGURED}
            </Alert>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            <Button
              variant="outlined"
              onClick={() => checkIn.mutate()}
              disabled={write.disabled || checkIn.isPending}
              aria-describedby={write['aria-describedby']}
            >
              I'm OK
            </Button>
            <Button
              variant="outlined"
              onClick={() => test.mutate()}
              disabled={write.disabled || !status.emailEnabled || test.isPending}
              aria-describedby={
                write['aria-describedby'] ?? (status.emailEnabled ? undefined : NO_MAIL_NOTE_ID)
              }
            >
              Send me a test check-in
            </Button>
            <Button
              variant="outlined"
              onClick={() => backToNormal.mutate()}
              disabled={write.disabled || backToNormal.isPending}
              aria-describedby={write['aria-describedby']}
            >
              I'm back to normal
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            “I'm back to normal” ends every access your trusted contacts were given when they told
            us you were unwell or in hospital, and tells them.
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
