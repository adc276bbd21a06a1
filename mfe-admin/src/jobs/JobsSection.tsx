import { useQuery } from '@tanstack/react-query';
import type { AdminJob } from '@legacy-planner/contracts/endpoints/admin';
import { usePlatform } from '@legacy-planner/shared-ui';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadState, Section, formatDateTime } from '@legacy-planner/planner-client';
import { jobsQuery } from '../api/jobsQuery';

function JobCard({ job }: { job: AdminJob }) {
  const owner = job.owner ? `${job.owner.name} (${job.owner.email})` : 'No owner';
  return (
    <Paper component="li" variant="outlined" aria-label={`${job.kind}: ${owner}`} sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 'bold', wordBreak: 'break-word' }}>{job.kind}</Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{owner}</Typography>
      <Typography>
        Due {formatDateTime(job.dueAt)}, {job.attempts} attempt{job.attempts === 1 ? '' : 's'}
        {job.running ? ', running now' : ''}
        {job.finishedAt ? `, failed ${formatDateTime(job.finishedAt)}` : ''}
      </Typography>
      {job.lastError ? (
        <Typography color="error" sx={{ wordBreak: 'break-word' }}>
          Last error: {job.lastError}
        </Typography>
      ) : null}
    </Paper>
  );
}

function JobList({ jobs, label, empty }: { jobs: AdminJob[]; label: string; empty: string }) {
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {label}
      </Typography>
      {jobs.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** The work that time brings (prompts, reminders, deliveries): what is due and what failed. */
export function JobsSection() {
  const { api } = usePlatform();
  const jobs = useQuery(jobsQuery(api));
  return (
    <Section
      id="jobs"
      title="Jobs"
      intro="Work the planner does when its time comes. A job that keeps failing stops after five attempts; its owner is told."
    >
      <LoadState query={jobs} what="jobs" />
      {jobs.data ? (
        <Stack spacing={1}>
          <JobList jobs={jobs.data.failed} label="Failed jobs" empty="No job has failed." />
          <JobList jobs={jobs.data.due} label="Due now" empty="No job is due." />
        </Stack>
      ) : null}
    </Section>
  );
}
