import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PlanDocument } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { essentialAction, essentialDocuments } from './essentialDocuments';

/** One entry per wizard document; its button opens the wizard's page. */
export function EssentialDocuments({ documents }: { documents: readonly PlanDocument[] }) {
  const { navigate } = usePlatform();
  return (
    <Card component="section" aria-labelledby="essential-documents-title">
      <CardContent>
        <Typography id="essential-documents-title" variant="h2">
          Essential Documents Quick Access
        </Typography>
        <List aria-labelledby="essential-documents-title">
          {essentialDocuments.map(({ title, category, route }) => {
            const action = essentialAction(category, documents);
            return (
              <ListItem
                key={category}
                disableGutters
                divider
                secondaryAction={
                  <Button
                    variant="outlined"
                    aria-label={`${action} ${title}`}
                    onClick={() => navigate(route)}
                  >
                    {action}
                  </Button>
                }
              >
                <ListItemText primary={title} sx={{ pr: 10 }} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
