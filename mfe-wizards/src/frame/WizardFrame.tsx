import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { HelpPanel, ProgressBar, TabPage, usePlatform } from '@legacy-planner/shared-ui';
import { isSignedDocumentKind } from '@legacy-planner/contracts';
import { wizardPdfUrl } from '@legacy-planner/planner-client';
import type { WizardPageInfo } from '../pages/wizardPages';
import { SigningPlacePrompt } from './SigningPlacePrompt';

/** Where the wizards return to (decisions §1: the Documents tab, not the landing page). */
export const DOCUMENTS_TAB = '/app?tab=documents';

/**
 * The frame every wizard shares: its title, the way back to the Documents tab, where it stands
 * in the plan (step and progress), the save status, the PDF and `recordActions` once there is
 * a record, where its PDF's signing page is for (the documents a state's law says how to sign),
 * and the collapsible help.
 */
export function WizardFrame({
  info,
  status,
  pdfAvailable = false,
  recordActions,
  children,
}: {
  info: WizardPageInfo;
  /** The save status, once the form is open. */
  status?: ReactNode;
  pdfAvailable?: boolean;
  /** What can be done to the saved record as a whole (delete it), beside its PDF. */
  recordActions?: ReactNode;
  children?: ReactNode;
}) {
  const { navigate } = usePlatform();
  return (
    <TabPage title={info.title}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: '8px !important' }}
      >
        <Button
          startIcon={<ArrowBackIcon />}
          // Leaving unmounts the form, which saves any draft still waiting (useAutosave).
          onClick={() => navigate(DOCUMENTS_TAB)}
        >
          Back to Documents
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {status}
        {pdfAvailable && (
          <Button
            component="a"
            href={wizardPdfUrl(info.kind)}
            download
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            Download PDF
          </Button>
        )}
        {recordActions}
      </Stack>
      {info.step && (
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {info.step.label}
          </Typography>
          <ProgressBar value={info.step.progress} label={`${info.step.label} of your plan`} />
        </Box>
      )}
      {isSignedDocumentKind(info.kind) && <SigningPlacePrompt />}
      <HelpPanel topic={info.helpTopic} variant="collapsible" />
      {children}
    </TabPage>
  );
}
