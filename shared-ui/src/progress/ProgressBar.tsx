import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ProgressBarProps {
  value: number;
  /** The value that counts as complete; 100 unless said otherwise. */
  max?: number;
  label: string;
}

/** The percentage shown for a value: rounded, and kept between 0 and 100. */
export function progressPercent(value: number, max = 100): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

export function ProgressBar({ value, max = 100, label }: ProgressBarProps) {
  const percent = progressPercent(value, max);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flexGrow: 1, height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" component="span" aria-hidden>
        {percent}%
      </Typography>
    </Box>
  );
}
