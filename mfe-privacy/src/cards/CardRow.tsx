import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LevelSelect } from '../fields/LevelSelect';
import Typography from '@mui/material/Typography';
import { cardUpdateSchema, type AccessCard, type CardPatch } from '@legacy-planner/contracts';
import { cardPdfUrl } from '../api/cardPdfUrl';
import { useUpdateCard } from '../api/updateCard';
import { useNow } from '@legacy-planner/planner-client';
import { useWriteAccess } from '../access/writeAccess';
import { formatDate } from '@legacy-planner/planner-client';
import { levelLabels } from '../labels';

const dayOf = (iso: string) => iso.slice(0, 10);
/** A date input's day as the card's expiry: the end of that day, UTC. */
const expiryOf = (day: string) => `${day}T23:59:59.000Z`;

/** One card: its id, level, expiry and switch; printable as a PDF; deletable after asking. */
export function CardRow({ card, onDelete }: { card: AccessCard; onDelete: () => void }) {
  const update = useUpdateCard();
  const { controlProps } = useWriteAccess();
  const [expiry, setExpiry] = useState(dayOf(card.expirationDate));
  const now = useNow();
  const expired = Date.parse(card.expirationDate) < now;
  const id = card.cardId;

  const change = (patch: CardPatch) => {
    if (!cardUpdateSchema.isValidSync(patch)) return;
    update.mutate({ cardId: id, patch });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Card ${id}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <Typography component="h3" variant="h6" sx={{ fontFamily: 'monospace' }}>
            {id}
          </Typography>
          <Chip size="small" label={`${levelLabels[card.accessLevel]} access`} />
          {expired ? (
            <Chip size="small" color="error" label="Expired" />
          ) : !card.isEnabled ? (
            <Chip size="small" label="Disabled" />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Expires {formatDate(card.expirationDate)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <LevelSelect
            id={`card-${id}-level`}
            label={`Level of card ${id}`}
            value={card.accessLevel}
            onLevel={(accessLevel) => change({ accessLevel })}
            sx={{ minWidth: 180 }}
            {...controlProps}
          />
          <TextField
            id={`card-${id}-expiry`}
            type="date"
            label={`Expiry of card ${id}`}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            onBlur={() => {
              if (expiry && expiry !== dayOf(card.expirationDate)) {
                change({ expirationDate: expiryOf(expiry) });
              }
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            {...controlProps}
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={card.isEnabled}
              onChange={(event) => change({ isEnabled: event.target.checked })}
              {...controlProps}
            />
          }
          label={`Card ${id} enabled`}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <Link href={cardPdfUrl(id)} download={`access-card-${id}.pdf`}>
            Download card (PDF)
            <Typography component="span" sx={visuallyHidden}>
              {` ${id}`}
            </Typography>
          </Link>
          <Button
            color="error"
            onClick={onDelete}
            aria-label={`Delete card ${id}`}
            {...controlProps}
          >
            Delete
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Read by assistive technology, not shown (px strings: in sx, 1 would mean 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
