import Typography from '@mui/material/Typography';
import { Section } from '@legacy-planner/planner-client';
import { PreviewByLevel } from './PreviewByLevel';
import { Rehearsal } from './Rehearsal';

/** "What would they see": the server's own answer for a level and a situation, and the rehearsal. */
export function WhatTheyWouldSee() {
  return (
    <Section
      id="what-they-see"
      title="What Would They See"
      intro="Exactly the items a person with that access would get, worked out by the same code that serves them."
    >
      <Typography component="h3" variant="h6">
        Preview by level
      </Typography>
      <PreviewByLevel />
      <Rehearsal />
    </Section>
  );
}
