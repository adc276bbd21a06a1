import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { usePlatform } from '@legacy-planner/shared-ui';
import { binderPdfUrl } from '../api/binderPdfUrl';

/**
 * Downloads the plan's binder (one PDF of the whole plan) as a wizard's PDF is downloaded: a
 * link the browser saves. A helper prints the plan of the person they help, not "my" binder.
 * Demo mode has no plan on the server to print, as it has no wizard PDFs.
 */
export function PrintBinderButton() {
  const { isDemoMode, helping } = usePlatform();
  if (isDemoMode) return null;
  return (
    <Button
      component="a"
      href={binderPdfUrl()}
      download
      variant="outlined"
      startIcon={<PrintIcon />}
    >
      {helping ? 'Print the binder' : 'Print my binder'}
    </Button>
  );
}
