import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactRoleLabels, type ContactRole } from '@legacy-planner/contracts';
import { overviewRoles, roleAccess } from './roleAccess';

/** How many contacts hold each role (the server's counts), and what that role will see. */
export function RolesOverview({ counts }: { counts: Record<ContactRole, number> }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="roles-overview-title">
      <CardContent>
        <Typography id="roles-overview-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Roles Overview
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {overviewRoles.map((role) => (
            <div key={role} data-testid={`role-${role}`}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {contactRoleLabels[role]}: {counts[role].toLocaleString('en-US')}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {roleAccess[role]}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
