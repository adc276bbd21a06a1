import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
// The yup-free entries: the dashboard is the first screen.
import {
  PACKET_TEXTS,
  type PacketGapKind,
  type PacketPreview,
} from '@legacy-planner/contracts/packet';
import { wizardDocuments } from '@legacy-planner/contracts/wizardDocuments';
import { PacketView } from '@legacy-planner/planner-client';
import { usePlatform } from '@legacy-planner/shared-ui';
import { packetPreviewQuery } from '../api/packetPreview';
import { packetPreviewPdfAddress } from '../api/packetPreviewPdf';
import { LoadedPart, partOf } from './LoadedPart';

/** Where each gap is mended. */
const mendedIn: Record<PacketGapKind, { to: string; label: string }> = {
  'no-will': { to: wizardDocuments.will.route, label: 'Open the will' },
  'will-original': { to: '/app?tab=documents', label: 'Open Documents' },
  'funeral-payer': { to: wizardDocuments['final-wishes'].route, label: 'Open Final Wishes' },
  'no-executor': { to: '/app?tab=contacts', label: 'Open Contacts' },
  'no-phone': { to: '/app?tab=contacts', label: 'Open Contacts' },
};

/**
 * Part of the plan's progress: what the executor's packet would lack if it were needed today,
 * each with where it is mended, and the packet itself, read-only, as a full grant after passing
 * would get it (to preview here or download).
 */
export function PacketGaps() {
  const { api } = usePlatform();
  const preview = useQuery(packetPreviewQuery(api));
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ pt: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {PACKET_TEXTS.title}
      </Typography>
      <LoadedPart part={partOf([preview], () => preview.data!)} name="The executor’s packet">
        {({ gaps, packet }) => (
          <>
            {gaps.length === 0 ? (
              <Typography>
                Nothing is missing: the packet has what an executor needs first.
              </Typography>
            ) : (
              <>
                <Typography>What it is missing:</Typography>
                <Box
                  component="ul"
                  aria-label="What the executor’s packet is missing"
                  sx={{ m: 0, pl: 0, listStyle: 'none' }}
                >
                  {gaps.map((gap) => (
                    <GapRow key={`${gap.kind}:${gap.text}`} gap={gap} />
                  ))}
                </Box>
              </>
            )}
            <PacketActions packet={packet} />
          </>
        )}
      </LoadedPart>
    </Stack>
  );
}

/**
 * A gap and the button that mends it. Several gaps are mended in the same place ("Open
 * Contacts"), so the button is described by its gap's words for whoever hears it out of line.
 */
function GapRow({ gap }: { gap: PacketPreview['gaps'][number] }) {
  const { navigate } = usePlatform();
  const textId = useId();
  const mended = mendedIn[gap.kind];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        py: 0.25,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography id={textId} variant="body2">
        {gap.text}
      </Typography>
      <Button size="small" aria-describedby={textId} onClick={() => navigate(mended.to)}>
        {mended.label}
      </Button>
    </Box>
  );
}

function PacketActions({ packet }: { packet: PacketPreview['packet'] }) {
  const { helping } = usePlatform();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Preview the executor’s packet
        </Button>
        <Button href={packetPreviewPdfAddress} download>
          Download the packet (PDF)
        </Button>
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>{PACKET_TEXTS.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            As a person with full access would get it after{' '}
            {helping ? `${packet.ownerName}’s` : 'your'} passing. Only they can mark its tasks done
            or give them to one another.
          </DialogContentText>
          <PacketView packet={packet} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
