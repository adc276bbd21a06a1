import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { exportAccount } from '@legacy-planner/contracts/endpoints/ownership';
import { usePlatform } from '@legacy-planner/shared-ui';
import { Section } from '@legacy-planner/planner-client';

/**
 * Export everything: one zip of the whole plan, the "recovery bundle" a family can keep
 * offline. A plain link: the browser saves the archive itself as the server streams it.
 */
export function ExportSection() {
  const { isReadOnly } = usePlatform();
  return (
    <Section
      id="export-everything"
      title="Export Everything"
      intro="Download a copy of your whole plan to keep offline, for you or your family."
    >
      <Typography>
        One zip file holds your plan as data (documents, wishes, contacts, privacy settings and your
        history), each wizard as its PDF, every file you uploaded, and a README that explains it
        all. Your account password and access secrets are never included.
      </Typography>
      {isReadOnly ? (
        <Typography color="text.secondary">
          The demo has no plan of its own to export. Sign up to keep and export yours.
        </Typography>
      ) : (
        <Button
          component="a"
          href={endpointAddress(exportAccount)}
          download
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          Download My Plan (.zip)
        </Button>
      )}
    </Section>
  );
}
