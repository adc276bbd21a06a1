import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useFormikContext } from 'formik';
import type { FinalWishesData } from '@legacy-planner/contracts';
import {
  deliveryLabels,
  funeralTypeLabels,
  messageTypeLabels,
} from '@legacy-planner/contracts/wizards';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

const Empty = () => (
  <Typography variant="body2" color="text.secondary">
    Nothing yet.
  </Typography>
);

/** How the final wishes read as a whole, from what is on screen (saved or not). */
function LegacySummary({ wishes }: { wishes: FinalWishesData }) {
  const { legacyMessages, personalReflections, funeralWishes, keepsakeItems } = wishes;
  return (
    <>
      <Part title="Legacy Messages">
        {legacyMessages.length === 0 ? (
          <Empty />
        ) : (
          <ul>
            {legacyMessages.map((message) => (
              <li key={message.id}>
                <Typography variant="body2" component="span">
                  To {message.recipientName || 'someone not named yet'}
                  {message.relationship && ` (${message.relationship})`}:{' '}
                  {message.messageType ? messageTypeLabels[message.messageType] : ''} message,{' '}
                  {message.deliveryTiming
                    ? deliveryLabels[message.deliveryTiming].toLowerCase()
                    : ''}
                  {message.messageType === 'text' && message.content && `: “${message.content}”`}
                </Typography>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title="Personal Reflections">
        {personalReflections.rememberedFor || personalReflections.adviceAndLessons ? (
          <>
            {personalReflections.rememberedFor && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {personalReflections.rememberedFor}
              </Typography>
            )}
            {personalReflections.adviceAndLessons && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
                {personalReflections.adviceAndLessons}
              </Typography>
            )}
          </>
        ) : (
          <Empty />
        )}
      </Part>
      <Part title="Funeral or Memorial Wishes">
        {funeralWishes.hasPreferences ? (
          <Typography variant="body2">
            {[
              funeralWishes.type && funeralTypeLabels[funeralWishes.type],
              funeralWishes.location,
              funeralWishes.musicOrReadings,
              funeralWishes.notes,
              funeralWishes.paidBy && `Paid by: ${funeralWishes.paidBy}`,
            ]
              .filter(Boolean)
              .join(' · ') || 'Preferences not written yet.'}
          </Typography>
        ) : (
          <Empty />
        )}
      </Part>
      <Part title="Keepsakes">
        {keepsakeItems.length === 0 ? (
          <Empty />
        ) : (
          <ul>
            {keepsakeItems.map((item) => (
              <li key={item.id}>
                <Typography variant="body2" component="span">
                  {item.itemName || 'An item'} for {item.recipient || 'someone not named yet'}
                  {item.note && `: ${item.note}`}
                </Typography>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </>
  );
}

/** The final wishes' 'Preview My Legacy' button and its modal (spec section 2). */
export function PreviewMyLegacy() {
  const [open, setOpen] = useState(false);
  const { values } = useFormikContext<FinalWishesData>();
  // A phone gets the whole screen: a 360 px dialog with margins leaves too little to read.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      <Button variant="outlined" size="large" onClick={() => setOpen(true)}>
        Preview My Legacy
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
        aria-labelledby="legacy-preview-title"
      >
        <DialogTitle id="legacy-preview-title">Preview My Legacy</DialogTitle>
        <DialogContent dividers>
          <LegacySummary wishes={values} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
