import { Activity } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNow } from './useNow';

function Clock() {
  return <p>{new Date(useNow()).toISOString()}</p>;
}

const rendered = (mode: 'hidden' | 'visible') => (
  <Activity mode={mode}>
    <Clock />
  </Activity>
);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('tells the time of the showing, for a component rendered ahead out of sight', async () => {
  const { rerender } = render(rendered('hidden'));
  await act(async () => jest.setSystemTime(new Date('2026-11-23T11:30:00Z')));
  rerender(rendered('visible'));
  expect(screen.getByText('2026-11-23T11:30:00.000Z')).toBeVisible();
});

it('moves on every minute while shown', async () => {
  render(rendered('visible'));
  expect(screen.getByText('2026-11-23T08:00:00.000Z')).toBeVisible();
  await act(async () => jest.advanceTimersByTime(60_000));
  expect(screen.getByText('2026-11-23T08:01:00.000Z')).toBeVisible();
});
