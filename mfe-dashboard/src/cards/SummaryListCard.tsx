import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { LoadedPart, type Part } from './LoadedPart';

export const SUMMARY_LIST_LENGTH = 3;

export interface SummaryItem {
  id: string;
  primary: string;
  secondary: ReactNode;
}

/** A card with the first three items of a list and a link to the tab with all of them. */
export function SummaryListCard({
  title,
  items,
  empty,
  allLabel,
  tab,
}: {
  title: string;
  items: Part<SummaryItem[]>;
  empty: string;
  allLabel: string;
  tab: string;
}) {
  const { navigate } = usePlatform();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <LoadedPart part={items} name={title}>
          {(loaded) =>
            loaded.length === 0 ? (
              <Typography color="text.secondary">{empty}</Typography>
            ) : (
              <List aria-label={title}>
                {loaded.slice(0, SUMMARY_LIST_LENGTH).map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText primary={item.primary} secondary={item.secondary} />
                  </ListItem>
                ))}
              </List>
            )
          }
        </LoadedPart>
      </CardContent>
      <CardActions>
        <Button onClick={() => navigate(`/app?tab=${tab}`)}>{allLabel}</Button>
      </CardActions>
    </Card>
  );
}
