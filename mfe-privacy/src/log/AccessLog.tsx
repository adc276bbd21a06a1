import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accessLogActionLabels, type AccessLogEntry } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { logQuery } from '../api/logQuery';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { formatDateTime } from '@legacy-planner/planner-client';

const actorKindLabels: Record<AccessLogEntry['actor']['kind'], string> = {
  owner: 'You',
  viewer: 'A viewer',
  requester: 'Someone asking',
  admin: 'An administrator',
  helper: 'A helper',
  system: 'Legacy Planner',
};

const whoOf = ({ actor }: AccessLogEntry) => {
  if (actor.kind === 'owner') return 'You';
  const parts = [actor.name, actor.email].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : actorKindLabels[actor.kind];
};

/** What was done: a viewer's views of one thing within an hour are one entry, with their count. */
const whatOf = ({ action, count, detail }: AccessLogEntry) =>
  `${accessLogActionLabels[action]}${count > 1 ? ` (${count} times)` : ''}${detail ? `: ${detail}` : ''}`;

/**
 * Who did what with access to the plan, and when: the newest first, older ones a page at a time
 * as asked (the first older entry takes the focus, where reading goes on).
 */
export function AccessLog() {
  const log = useInfiniteQuery(logQuery(usePlatform()));
  const entries = (log.data?.pages.flatMap((page) => page.items) ?? []).sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at),
  );
  const list = useRef<HTMLOListElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || entries.length <= at) return;
    focusAt.current = null;
    (list.current?.children[at] as HTMLElement | undefined)?.focus();
  }, [entries.length]);
  return (
    <Section
      id="access-log"
      title="Access Log"
      intro="Every request, grant, refusal and revocation, and every item a viewer opened (opened again within the hour, it is counted in the same line)."
    >
      <LoadState query={log} what="access log" />
      {log.data && entries.length === 0 ? <Typography>Nothing has happened yet.</Typography> : null}
      {entries.length > 0 ? (
        <Stack
          component="ol"
          ref={list}
          aria-label="Access log, newest first"
          aria-busy={log.isFetchingNextPage}
          spacing={1}
          sx={{ p: 0, m: 0 }}
        >
          {entries.map((entry) => (
            <Stack
              component="li"
              key={entry.id}
              tabIndex={-1}
              spacing={0.25}
              sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Typography>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {whoOf(entry)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {whatOf(entry)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {log.isFetchNextPageError ? (
        <Typography role="alert" color="error">
          Older entries could not be loaded. Please try again.
        </Typography>
      ) : null}
      {log.hasNextPage ? (
        <Button
          onClick={() => {
            focusAt.current = entries.length;
            void log.fetchNextPage();
          }}
          disabled={log.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          Show older entries
        </Button>
      ) : null}
    </Section>
  );
}
