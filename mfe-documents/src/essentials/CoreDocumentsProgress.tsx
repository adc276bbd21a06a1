import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  CORE_DOCUMENT_CATEGORIES,
  completedCoreDocuments,
  type PlanDocument,
} from '@legacy-planner/contracts';
import { ProgressBar } from '@legacy-planner/shared-ui';

/** Will, health directive, power of attorney and HIPAA: how many are completed. */
export function CoreDocumentsProgress({ documents }: { documents: readonly PlanDocument[] }) {
  const completed = completedCoreDocuments(documents);
  const total = CORE_DOCUMENT_CATEGORIES.length;
  return (
    <Card component="section" aria-labelledby="core-documents-title">
      <CardContent>
        <Typography id="core-documents-title" variant="h2" sx={{ mb: 1 }}>
          Core Documents
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {completed} of {total} core documents completed
        </Typography>
        <ProgressBar value={completed} max={total} label="Core documents progress" />
      </CardContent>
    </Card>
  );
}
