import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** What an area shows while its remote module loads (a first visit, or a Retry). */
export function RemoteLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={`Loading ${label}`} />
    </Box>
  );
}
