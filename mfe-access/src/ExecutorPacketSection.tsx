import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PACKET_TEXTS, type ExecutorPacket } from '@legacy-planner/contracts/packet';
import { PacketView, type PacketTaskChange } from '@legacy-planner/planner-client';
import { usePlatform } from '@legacy-planner/shared-ui';
import { changePacketTask } from './api/changePacketTask';
import { executorPacketQuery, executorPacketQueryKey } from './api/executorPacket';
import { executorPacketPdfAddress } from './api/executorPacketPdf';
import { accessTexts } from './accessTexts';

const HEADING_ID = 'shared-executor-packet';

/**
 * For a full grant: the plan as instructions, in the order they are needed. Its holders share
 * one list: a task marked done or given to someone is the server's answer, put in the cache, so
 * a change that fails leaves the task as it was.
 */
export function ExecutorPacketSection({ ownerName }: { ownerName: string }) {
  const { api, queryClient } = usePlatform();
  const packet = useQuery(executorPacketQuery(api));
  const change = async (taskId: string, next: PacketTaskChange) => {
    const task = await changePacketTask(api, taskId, next);
    queryClient.setQueryData<ExecutorPacket>(
      executorPacketQueryKey,
      (current) =>
        current && {
          ...current,
          tasks: current.tasks.map((each) => (each.id === task.id ? task : each)),
        },
    );
  };
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {PACKET_TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        What to do, built from {ownerName}&apos;s plan, in the order it is needed. Mark a task done,
        or give it to another person with full access: everyone with full access sees the same list.
      </Typography>
      {packet.isPending && <Typography role="status">Loading the packet…</Typography>}
      {packet.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void packet.refetch()}>
              Try again
            </Button>
          }
        >
          The packet could not be loaded. {accessTexts.failed}
        </Alert>
      )}
      {packet.data && (
        <>
          <Link
            href={executorPacketPdfAddress}
            download
            // A control of its own: 44 px tall to touch.
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 1.5 }}
          >
            Download the packet (PDF)
          </Link>
          <PacketView packet={packet.data} onChange={change} />
        </>
      )}
    </Box>
  );
}
