import { useState, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Activity } from '@legacy-planner/contracts';
import { formatDate } from '@legacy-planner/planner-client';
import { ProgressBar } from '@legacy-planner/shared-ui';
import type { LegacyProgress } from '../progress/legacyProgress';
import { LoadedPart, type Part } from './LoadedPart';

export const RECENT_ACTIVITY_COUNT = 4;

const views = ['Progress', 'Priorities', 'Recent'] as const;
type View = (typeof views)[number];

export interface PlanOverviewProps {
  progress: Part<LegacyProgress>;
  activities: Part<Activity[]>;
  /** What the executor's packet is missing, shown with the progress (none in demo mode). */
  packetGaps?: ReactNode;
}

export function PlanOverview({ progress, activities, packetGaps }: PlanOverviewProps) {
  const [view, setView] = useState<View>('Progress');
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Plan Overview
        </Typography>
        <Tabs
          value={view}
          onChange={(_event, next: View) => setView(next)}
          aria-label="Plan overview"
        >
          {views.map((name) => (
            <Tab
              key={name}
              value={name}
              label={name}
              id={`overview-tab-${name}`}
              aria-controls={`overview-panel-${name}`}
            />
          ))}
        </Tabs>
        <div role="tabpanel" id={`overview-panel-${view}`} aria-labelledby={`overview-tab-${view}`}>
          {view === 'Progress' && (
            <Stack spacing={1} sx={{ pt: 2 }}>
              <Typography>Legacy plan progress</Typography>
              <LoadedPart part={progress} name="Legacy plan progress">
                {({ overall }) => <ProgressBar value={overall} label="Legacy plan progress" />}
              </LoadedPart>
              {packetGaps}
            </Stack>
          )}
          {view === 'Priorities' && (
            <Stack spacing={2} sx={{ pt: 2 }}>
              <LoadedPart part={progress} name="Your priorities">
                {(parts) =>
                  (
                    [
                      ['Core documents', parts.documents],
                      ['Personal wishes', parts.wishes],
                      ['Trusted contacts', parts.contacts],
                    ] as const
                  ).map(([label, value]) => (
                    <Stack key={label} spacing={0.5}>
                      <Typography variant="body2">{label}</Typography>
                      <ProgressBar value={value} label={label} />
                    </Stack>
                  ))
                }
              </LoadedPart>
            </Stack>
          )}
          {view === 'Recent' && (
            <LoadedPart part={activities} name="Recent activity">
              {(all) => {
                const recent = all.slice(0, RECENT_ACTIVITY_COUNT);
                return recent.length === 0 ? (
                  <Typography sx={{ pt: 2 }} color="text.secondary">
                    Nothing yet: what you add and change appears here.
                  </Typography>
                ) : (
                  <List aria-label="Recent activity">
                    {recent.map((activity) => (
                      <ListItem key={activity.id} disableGutters>
                        <ListItemText
                          primary={activity.description}
                          secondary={formatDate(activity.createdAt)}
                        />
                      </ListItem>
                    ))}
                  </List>
                );
              }}
            </LoadedPart>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
