import { Activity, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { usePlatform } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatformSettled, Reply } from '@legacy-planner/shared-ui/testing';
import { useQueriesSettled } from './queriesSettled';

const noteQuery = (api: ReturnType<typeof usePlatform>['api']) => ({
  queryKey: ['test', 'note'],
  queryFn: () => api.request<{ text: string }>('GET', '/api/note'),
});

/** A part that shows the note, or says why not, as a tab's section does (LoadState). */
function Note() {
  const note = useQuery(noteQuery(usePlatform().api));
  if (note.isPending) return <p>Loading note…</p>;
  return <p>{note.isError ? 'The note could not be loaded' : note.data.text}</p>;
}

function Tab() {
  useQueriesSettled([noteQuery(usePlatform().api)]);
  // A hook after the wait, as a tab has: React replays the component when the wait is over.
  const [open] = useState(true);
  return open ? <Note /> : null;
}

it('fetches what a tab rendered ahead, out of sight, reads, and renders it before it is shown', async () => {
  const network = fakeNetwork({ 'GET /api/note': { text: 'Clair de lune' } });
  await renderWithPlatformSettled(
    <Activity mode="hidden">
      <Tab />
    </Activity>,
    { api: network.api },
  );
  // Without the wait, a hidden tab runs no effect, so useQuery would not fetch at all.
  expect(network.calls).toEqual([{ method: 'GET', path: '/api/note', body: undefined }]);
  expect(screen.getByText('Clair de lune')).not.toBeVisible();
  expect(screen.queryByText('Loading note…')).toBeNull();
});

it('stops waiting on a failure, and leaves it to the part that reads the query', async () => {
  const network = fakeNetwork({ 'GET /api/note': new Reply(500, { error: 'internal' }) });
  await renderWithPlatformSettled(<Tab />, { api: network.api });
  // The part asks once more as it mounts (react-query retries a failed query on mount).
  expect(await screen.findByText('The note could not be loaded')).toBeVisible();
});

it('does not wait for a query that already has its data', async () => {
  const network = fakeNetwork({ 'GET /api/note': { text: 'Clair de lune' } });
  const { platform } = await renderWithPlatformSettled(<Tab />, { api: network.api });
  expect(screen.getByText('Clair de lune')).toBeVisible();
  expect(platform.queryClient.getQueryData(['test', 'note'])).toEqual({ text: 'Clair de lune' });
  expect(network.calls).toHaveLength(1);
});

it('asks for every query at once, not one after another', async () => {
  const asked: string[] = [];
  const answers: Record<string, (text: string) => void> = {};
  const pending = (name: string) => ({
    queryKey: ['test', name],
    queryFn: () =>
      new Promise<string>((resolve) => {
        asked.push(name);
        answers[name] = resolve;
      }),
  });
  function TwoQueries() {
    useQueriesSettled([pending('first'), pending('second')]);
    return <p>Both settled</p>;
  }
  await renderWithPlatformSettled(<TwoQueries />);
  // Both are on their way while the first has not answered yet.
  expect(asked).toEqual(['first', 'second']);
  expect(screen.queryByText('Both settled')).toBeNull();
  await act(async () => {
    answers.first!('one');
    answers.second!('two');
  });
  expect(await screen.findByText('Both settled')).toBeVisible();
});
