import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminActionResult } from '../api/adminKeys';

/** The text of the results box: a check mark and the JSON, or a cross mark and the error. */
export function resultText(result: AdminActionResult): string {
  const json = JSON.stringify(result, null, 2);
  return result.ok ? `✓ ${json}` : `✗ ${result.message}\n${json}`;
}

/** The answer of the last Test Connection or Create Test Data, as JSON (spec section 8). */
export function ResultsBox({ title, result }: { title: string; result: AdminActionResult }) {
  return (
    <Box role="status" aria-label="Results" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        Results: {title}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`${title} result`}
        sx={{
          m: 0,
          mt: 1,
          p: 2,
          borderRadius: 1,
          bgcolor: 'grey.100',
          color: result.ok ? 'success.dark' : 'error.dark',
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontSize: '0.85rem',
        }}
      >
        {resultText(result)}
      </Box>
    </Box>
  );
}
