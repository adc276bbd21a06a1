import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactRoleLabels, type Contact } from '@legacy-planner/contracts';
import { overviewRoles, roleAccess } from './roleAccess';

/** How many contacts hold each role, and what that role will be able to see. */
export function RolesOverview({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="roles-overview-title">
      <CardContent>
        <Typography id="roles-overview-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Roles Overview
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {overviewRoles.map((role) => {
            const count = contacts.filter((contact) => contact.role === role).length;
            return (
              <div key={role} data-testid={`role-${role}`}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {contactRoleLabels[role]}: {count}
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  {roleAccess[role]}
                </Typography>
              </div>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
