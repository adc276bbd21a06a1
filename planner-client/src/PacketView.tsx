import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PhoneNumber } from './PhoneNumber';
// The yup-free entry: the dashboard and the viewer's page are first screens.
import {
  PACKET_TEXTS,
  packetStageTitles,
  packetStages,
  type ExecutorPacket,
  type PacketPerson,
  type PacketTask,
} from '@legacy-planner/contracts/packet';
import { apiErrorMessage } from '@legacy-planner/shared-ui';
import { formatDate } from './dates';

/** What a full grant's holder changes in a task: done (or open again), or whom it is given to. */
export interface PacketTaskChange {
  done?: boolean;
  /** A full grant's id; null gives it to nobody. */
  assignedTo?: string | null;
}

export type PacketTaskChangeHandler = (
  taskId: string,
  change: PacketTaskChange,
) => Promise<unknown>;

const NOBODY = '';

/** "Done by Cara on Mar 3, 2026", or "Open". */
const doneText = (task: PacketTask) =>
  task.done ? `Done by ${task.done.by} on ${formatDate(task.done.at)}` : 'Open';

/**
 * The executor's packet: its tasks in their three stages, each with where in the plan it comes
 * from. With `onChange` (a full grant's holder) each task can be marked done and given to another
 * holder; without it (the owner's preview) the same tasks are read-only. The task's state is the
 * one `packet` holds: the caller puts the server's answer there, so a change that fails leaves it
 * as it was.
 */
export function PacketView({
  packet,
  onChange,
}: {
  packet: ExecutorPacket;
  onChange?: PacketTaskChangeHandler;
}) {
  const done = packet.tasks.filter((task) => task.done).length;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {/* Announced as it changes: the holders share the packet's progress. */}
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {done} of {packet.tasks.length} done
      </Typography>
      {packetStages.map((stage) => {
        const tasks = packet.tasks.filter((task) => task.stage === stage);
        if (tasks.length === 0) return null;
        return (
          <StageTasks key={stage} title={packetStageTitles[stage]}>
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} packet={packet} onChange={onChange} />
            ))}
          </StageTasks>
        );
      })}
      {packet.tasks.length === 0 && (
        <Typography color="text.secondary">
          The plan does not yet hold anything the packet is built from.
        </Typography>
      )}
    </Stack>
  );
}

function StageTasks({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" aria-labelledby={headingId} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** The number to call. */
function PhoneLine({ phone }: { phone: string }) {
  return (
    <Typography variant="body2">
      {PACKET_TEXTS.phoneLabel}: <PhoneNumber phone={phone} />
    </Typography>
  );
}

function TaskItem({
  task,
  packet,
  onChange,
}: {
  task: PacketTask;
  packet: ExecutorPacket;
  onChange?: PacketTaskChangeHandler;
}) {
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={task.title}
      sx={{ p: 2, listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {task.title}
        </Typography>
        {task.phone && <PhoneLine phone={task.phone} />}
        {task.details.map((line, index) => (
          <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {line}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          From the plan: {task.source}
        </Typography>
        {onChange ? (
          <TaskControls task={task} packet={packet} onChange={onChange} />
        ) : (
          <Box sx={{ pt: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {doneText(task)}
            </Typography>
            {task.assignedTo && (
              <Typography variant="body2">Given to {task.assignedTo.name}</Typography>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function TaskControls({
  task,
  packet,
  onChange,
}: {
  task: PacketTask;
  packet: ExecutorPacket;
  onChange: PacketTaskChangeHandler;
}) {
  const selectId = useId();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (next: PacketTaskChange) => {
    // Ignored rather than disabled while a change saves: a disabled control would drop the
    // keyboard's focus to the page.
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await onChange(task.id, next);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The connection failed.'));
    } finally {
      setSaving(false);
    }
  };
  const nameOf = (holder: PacketPerson) =>
    holder.grantId === packet.you ? PACKET_TEXTS.youAssigned : holder.name;
  return (
    <Stack spacing={1} sx={{ pt: 0.5 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        <FormControlLabel
          label="Done"
          sx={{ minHeight: 44, mr: 0 }}
          control={
            <Checkbox
              checked={task.done !== null}
              onChange={(event) => void change({ done: event.target.checked })}
              slotProps={{ input: { 'aria-label': `Done: ${task.title}` } }}
            />
          }
        />
        <TextField
          select
          id={selectId}
          label="Given to"
          size="small"
          value={task.assignedTo?.grantId ?? NOBODY}
          onChange={(event) => void change({ assignedTo: event.target.value || null })}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': `Given to: ${task.title}` },
          }}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <option value={NOBODY}>Nobody</option>
          {packet.holders.map((holder) => (
            <option key={holder.grantId} value={holder.grantId}>
              {nameOf(holder)}
            </option>
          ))}
        </TextField>
      </Box>
      {task.done && <Typography variant="body2">{doneText(task)}</Typography>}
      {saving && (
        <Typography variant="body2" color="text.secondary">
          Saving…
        </Typography>
      )}
      {failure && (
        <Alert severity="error" variant="outlined">
          Not saved: the task is as it was. {failure}
        </Alert>
      )}
    </Stack>
  );
}
