import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogEntry } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform, Reply } from '@legacy-planner/shared-ui/testing';
import { AccessLog } from './AccessLog';

jest.setTimeout(20_000);

const viewer = { kind: 'viewer', name: 'Bob Stone', email: 'bob@example.com' } as const;
const entry = (overrides: Partial<AccessLogEntry>): AccessLogEntry => ({
  id: 'l1',
  action: 'plan.viewed',
  actor: viewer,
  subject: { type: 'grant', id: 'g1' },
  detail: 'standard access, 5 items',
  at: '2026-11-21T08:30:00.000Z',
  count: 1,
  ...overrides,
});

describe('the access log', () => {
  it('shows the newest entries, and older ones a page at a time through the API’s cursors', async () => {
    const hourAgo = (hours: number) => new Date(Date.UTC(2026, 10, 21, 12 - hours)).toISOString();
    const page = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, n) =>
        entry({ id: `l${from + n}`, at: hourAgo(from + n) }),
      );
    const network = fakeNetwork({
      'GET /api/privacy/log': (_body: unknown, query: URLSearchParams) =>
        query.get('cursor') === 'older'
          ? page(50, 60)
          : new Reply(200, page(0, 50), {
              Link: '</api/privacy/log?limit=50&cursor=older>; rel="next"',
            }),
    });
    renderWithPlatform(<AccessLog />, { api: network.api });
    const log = await screen.findByRole('list', { name: 'Access log, newest first' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(60));
    // The first older entry takes the focus; the last page offers no more.
    expect(within(log).getAllByRole('listitem')[50]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual([
      '/api/privacy/log?limit=50',
      '/api/privacy/log?limit=50&cursor=older',
    ]);
  });

  it('says how many times a viewer opened the same thing within the hour of an entry', async () => {
    const network = fakeNetwork({
      'GET /api/privacy/log': [
        entry({ id: 'l3', count: 3 }),
        entry({
          id: 'l2',
          action: 'item.viewed',
          subject: { type: 'file', id: 'f1' },
          detail: 'scan.pdf',
          at: '2026-11-21T08:00:00.000Z',
        }),
        entry({ id: 'l1', at: '2026-11-21T07:00:00.000Z' }),
      ],
    });
    renderWithPlatform(<AccessLog />, { api: network.api });
    const log = await screen.findByRole('list', { name: 'Access log, newest first' });
    const [repeated, file, once] = within(log).getAllByRole('listitem');
    expect(repeated).toHaveTextContent('Opened your plan (3 times): standard access, 5 items');
    expect(file).toHaveTextContent('Downloaded a file: scan.pdf');
    expect(file).not.toHaveTextContent('times');
    expect(once).toHaveTextContent('Opened your plan: standard access, 5 items');
  });

  it("names the helper who changed the plan, with the helper's action", async () => {
    const network = fakeNetwork({
      'GET /api/privacy/log': [
        entry({
          id: 'l2',
          action: 'helper.changed',
          actor: { kind: 'helper', name: 'Maria Diaz', email: 'maria@example.com' },
          subject: { type: 'contact', id: 'c1' },
          detail: 'Maria Diaz added the contact Dr Lee',
          at: '2026-11-21T09:00:00.000Z',
        }),
        entry({
          id: 'l1',
          action: 'helper.role_changed',
          actor: { kind: 'owner', name: null, email: null },
          subject: { type: 'helper', id: 'h1' },
          detail: 'Maria Diaz: Can edit',
          at: '2026-11-21T08:00:00.000Z',
        }),
        entry({
          id: 'l0',
          action: 'helper.left',
          actor: { kind: 'helper', name: null, email: null },
          subject: { type: 'helper', id: 'h2' },
          detail: null,
          at: '2026-11-21T07:00:00.000Z',
        }),
      ],
    });
    renderWithPlatform(<AccessLog />, { api: network.api });
    const log = await screen.findByRole('list', { name: 'Access log, newest first' });
    const [changed, roleChanged, left] = within(log).getAllByRole('listitem');
    expect(changed).toHaveTextContent('Maria Diaz · maria@example.com');
    expect(changed).toHaveTextContent('Changed your plan: Maria Diaz added the contact Dr Lee');
    expect(roleChanged).toHaveTextContent('You');
    expect(roleChanged).toHaveTextContent('Helper’s role changed: Maria Diaz: Can edit');
    // A helper whose name the entry no longer holds is still said to be one.
    expect(left).toHaveTextContent('A helper');
    expect(left).toHaveTextContent('Stopped helping with your plan');
  });
});
