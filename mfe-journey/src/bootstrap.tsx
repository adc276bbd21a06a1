import { useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HostDialogProvider } from '@legacy-planner/shared-ui';
import { renderStandalone } from '@legacy-planner/shared-ui/harness';
import JourneyDialog from './journey/JourneyDialog';
import OnboardingDialog from './onboarding/OnboardingDialog';

const dialogs: Record<string, ComponentType> = {
  'Open the guided journey': JourneyDialog,
  'Open Getting Started': OnboardingDialog,
};

// Alone, the remote's dialogs open from buttons; the harness keeps which one is open, as the
// shell's store does (the Getting Started dialog needs the signed-in mode: it is for an account).
function JourneyHarness() {
  const [opened, setOpened] = useState<string | null>(null);
  const Dialog = opened ? dialogs[opened] : undefined;
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Typography variant="h4" component="h1">
        Guided journey
      </Typography>
      <Stack direction="row" spacing={1}>
        {Object.keys(dialogs).map((label) => (
          <Button key={label} variant="outlined" onClick={() => setOpened(label)}>
            {label}
          </Button>
        ))}
      </Stack>
      {Dialog && (
        <HostDialogProvider value={{ open: true, close: () => setOpened(null) }}>
          <Dialog />
        </HostDialogProvider>
      )}
    </Stack>
  );
}

renderStandalone('mfe_journey', <JourneyHarness />);
