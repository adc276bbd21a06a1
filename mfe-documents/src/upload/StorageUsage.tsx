import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { fileUsageQuery } from '../api/fileQueries';

/** "1.5 MB of 500 MB used": the vault's space, all files together. */
export function StorageUsage() {
  const usage = useQuery(fileUsageQuery(usePlatform())).data;
  if (!usage) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {formatFileSize(usage.usedBytes)} of {formatFileSize(usage.quotaBytes)} used
    </Typography>
  );
}
