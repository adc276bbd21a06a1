import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingScreen() {
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}
