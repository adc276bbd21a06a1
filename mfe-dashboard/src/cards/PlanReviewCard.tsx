import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
// The yup-free entry: the dashboard is the first screen.
import { lastReviewedText, planReviewPrompt } from '@legacy-planner/contracts/planReview';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { PLAN_REVIEW_KEY, planReviewQuery } from '../api/planReview';
import { markPlanReviewed } from '../api/markPlanReviewed';
import { LoadedPart, partOf } from './LoadedPart';

/**
 * When the plan was last reviewed, what changed since that may need a review, and, for the
 * owner, "I reviewed my plan". A helper sees the owner's review but cannot mark it: it is the
 * owner's word that the plan still says what they want. If the review cannot be read, the card
 * says so with Retry, as the dashboard's other parts do, rather than vanishing.
 */
export function PlanReviewCard() {
  const { api, helping, isReadOnly, toast } = usePlatform();
  const queryClient = useQueryClient();
  const review = useQuery(planReviewQuery(api));
  const [saving, setSaving] = useState(false);

  async function markReviewed() {
    setSaving(true);
    try {
      queryClient.setQueryData(PLAN_REVIEW_KEY, await markPlanReviewed(api));
      toast({
        title: 'Plan marked reviewed',
        description: 'We will remind you to review it again in a year.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'That did not work',
        description: apiErrorMessage(error, 'Your review could not be saved.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h2">Plan review</Typography>
          <LoadedPart part={partOf([review], () => review.data!)} name="Plan review">
            {({ lastReviewedAt, reasons }) => (
              <>
                {reasons.map((reason) => (
                  <Alert key={`${reason.kind}:${reason.at}:${reason.detail}`} severity="info">
                    {planReviewPrompt(reason)}
                  </Alert>
                ))}
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <Typography>{lastReviewedText(lastReviewedAt)}</Typography>
                  {!helping && (
                    <Button
                      variant="outlined"
                      onClick={markReviewed}
                      disabled={saving || isReadOnly}
                    >
                      I reviewed my plan
                    </Button>
                  )}
                </Stack>
              </>
            )}
          </LoadedPart>
        </Stack>
      </CardContent>
    </Card>
  );
}
