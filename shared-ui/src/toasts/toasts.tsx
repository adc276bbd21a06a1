import { useCallback, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { BOTTOM_BAR_HEIGHT_VAR } from '../layout/bottomBar';

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' is the spec's error toast. */
  variant?: 'default' | 'success' | 'destructive';
}

export type ShowToast = (message: ToastMessage) => void;

// Spec section 9: at most one toast at a time, shown for 5000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

const notistackVariant: Record<NonNullable<ToastMessage['variant']>, VariantType> = {
  default: 'default',
  success: 'success',
  destructive: 'error',
};

// notistack places its region 8 px above the bottom edge; it keeps that distance above a bar
// fixed to the bottom (the element selector outranks notistack's single-class rule). While a
// dialog is open the region moves to the top of the window: a dialog's buttons are at its foot,
// and a tall dialog's foot is where a toast would rest. Its success green (#43a047) gives white
// text 3.3:1: a darker green gives 5.1:1 (WCAG AA).
const toastStyles = (
  <GlobalStyles
    styles={{
      'div.notistack-SnackbarContainer': {
        bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + 8px)`,
      },
      'body:has(.MuiDialog-root) div.notistack-SnackbarContainer': { top: 8, bottom: 'auto' },
      'div.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
    }}
  />
);

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {toastStyles}
      {children}
    </SnackbarProvider>
  );
}

function ToastContent({ title, description }: ToastMessage) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" component="p">
          {description}
        </Typography>
      )}
    </Box>
  );
}

/** The toast function the shell hands to remotes through the platform contract. */
export function useShowToast(): ShowToast {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: ToastMessage) => {
      enqueueSnackbar(<ToastContent {...message} />, {
        variant: notistackVariant[message.variant ?? 'default'],
      });
    },
    [enqueueSnackbar],
  );
}
