import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { usePlannerList } from '@legacy-planner/planner-client';
import { usePlatform } from '@legacy-planner/shared-ui';
import { checkInsQuery } from '../api/checkInsQuery';
import { checkInSummary } from './checkInSummary';

/** The tab's summary line: what the check-ins would do next, and when. */
export function CheckInSummary() {
  const status = useQuery(checkInsQuery(usePlatform()));
  const contacts = usePlannerList('contacts');
  if (!status.data) return null;
  return (
    <Typography role="status" aria-label="Check-ins summary">
      {checkInSummary(status.data, contacts.data ?? [])}
    </Typography>
  );
}
