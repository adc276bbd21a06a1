import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OwnerNotice } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { privacyNoticesQuery } from '../api/privacyNotices';
import { useHelping } from '../helping/useHelping';

// Issue 12: the owner hears of every request, grant and refusal in the app on their next visit
// (and by email when it is on). One toast says how many notices are new and opens the Privacy
// tab, where they are listed; it is shown once a browser session for the same notices.

const SHOWN_KEY = 'legacyPlanner.accessNoticesShown';
export const PRIVACY_TAB_ADDRESS = '/app?tab=privacy';

export const noticesTitle = (count: number) =>
  `You have ${count} new access ${count === 1 ? 'notice' : 'notices'}`;

function alreadyShown(newest: OwnerNotice): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === newest.id;
  } catch {
    return false;
  }
}

function rememberShown(newest: OwnerNotice): void {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, newest.id);
  } catch {
    // Without storage the toast may show again on the next visit of /app: harmless.
  }
}

/**
 * Asks for the signed-in owner's notices (never in the demos, nor on a plan the user helps with)
 * and announces unread ones.
 */
export function AccessNoticesToast({ onPrivacyTab }: { onPrivacyTab: boolean }) {
  const { api, user, isDemoMode, navigate } = usePlatform();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // The notices are the owner's: not asked while the session works on a plan the user helps
  // with (the API refuses them then), nor before the server has said which plan it works on.
  const { helping, isKnown } = useHelping();
  const owner = Boolean(user) && !isDemoMode && !user?.isDemo && isKnown && !helping;
  const notices = useQuery({ ...privacyNoticesQuery(api), enabled: owner });
  const unread = owner ? (notices.data ?? []).filter((notice) => !notice.readAt) : [];
  const newest = unread[0];

  useEffect(() => {
    if (!newest || onPrivacyTab || alreadyShown(newest)) return;
    rememberShown(newest);
    const count = unread.length;
    enqueueSnackbar(
      <Box>
        <Typography variant="subtitle2" component="p">
          {noticesTitle(count)}
        </Typography>
        <Typography variant="body2" component="p">
          See who asked for access to your plan in the Privacy tab.
        </Typography>
      </Box>,
      {
        variant: 'info',
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              navigate(PRIVACY_TAB_ADDRESS);
            }}
          >
            Open Privacy
          </Button>
        ),
      },
    );
    // Announced once per set of notices (the newest unread one names the set), so a change of
    // these dependencies does not announce it again.
  }, [newest, unread.length, onPrivacyTab, enqueueSnackbar, closeSnackbar, navigate]);

  return null;
}
