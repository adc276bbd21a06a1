import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';

export interface RemoteErrorCardProps {
  label: string;
  error: Error;
  onRetry: () => void;
}

export function RemoteErrorCard({ label, error, onRetry }: RemoteErrorCardProps) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{label} could not be loaded</AlertTitle>
        This part of Legacy Planner is unavailable right now; everything else keeps working. Check
        your connection and try again.
        <Box component="details" sx={{ mt: 1 }}>
          <summary>Technical details</summary>
          {error.message}
        </Box>
      </Alert>
    </Box>
  );
}
