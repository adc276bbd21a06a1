import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { helpTopics, type HelpTopic } from './helpTopics';

export interface HelpPanelProps {
  topic: HelpTopic;
  variant?: 'card' | 'banner' | 'collapsible';
  /** Shows a dismiss control; once dismissed the panel is gone until the page is reopened. */
  dismissible?: boolean;
  /** Collapsible variant only: whether it starts expanded. */
  defaultExpanded?: boolean;
}

function HelpSections({ topic }: { topic: HelpTopic }) {
  const entry = helpTopics[topic];
  const sections = [
    ['What this is for', entry.description],
    ['When it is used', entry.usage],
    ['Who will see it', entry.audience],
  ] as const;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {sections.map(([label, text]) => (
        <Box key={label} sx={{ mb: 1 }}>
          <Typography component="dt" variant="subtitle2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function HelpPanel({
  topic,
  variant = 'card',
  dismissible = false,
  defaultExpanded = false,
}: HelpPanelProps) {
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const contentId = useId();
  const { title } = helpTopics[topic];
  if (dismissed) return null;

  const dismissButton = dismissible ? (
    <IconButton
      aria-label={`Dismiss help: ${title}`}
      size="small"
      onClick={() => setDismissed(true)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  ) : null;

  if (variant === 'banner') {
    return (
      <Alert severity="info" icon={<HelpOutlineIcon />} action={dismissButton} role="note">
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        <HelpSections topic={topic} />
      </Alert>
    );
  }

  return (
    <Card variant="outlined" component="aside" aria-label={`Help: ${title}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HelpOutlineIcon color="primary" aria-hidden />
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {variant === 'collapsible' && (
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Hide help' : 'Show help'}
            </Button>
          )}
          {dismissButton}
        </Box>
        {variant === 'collapsible' ? (
          <Collapse in={expanded} id={contentId}>
            <HelpSections topic={topic} />
          </Collapse>
        ) : (
          <HelpSections topic={topic} />
        )}
      </CardContent>
    </Card>
  );
}
