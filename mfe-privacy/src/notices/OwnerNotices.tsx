import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { noticesQuery } from '../api/noticesQuery';
import { useMarkNoticesRead } from '../api/markNoticesRead';
import { useWriteAccess } from '../access/writeAccess';
import { formatDateTime } from '@legacy-planner/planner-client';

/** What happened to the plan's access since the owner last looked, until marked as read. */
export function OwnerNotices() {
  const notices = useQuery(noticesQuery(usePlatform()));
  const markRead = useMarkNoticesRead();
  const { controlProps } = useWriteAccess();
  const unread = (notices.data ?? []).filter((notice) => notice.readAt === null);
  if (unread.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="New notices about access to your plan"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => markRead.mutate()}
          {...controlProps}
          disabled={controlProps.disabled || markRead.isPending}
        >
          Mark as read
        </Button>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: 0 } }}
    >
      <AlertTitle>
        {unread.length === 1 ? '1 new notice' : `${unread.length} new notices`}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {unread.map((notice) => (
          <li key={notice.id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {notice.text}{' '}
              <Typography component="span" variant="caption">
                ({formatDateTime(notice.createdAt)})
              </Typography>
            </Typography>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
