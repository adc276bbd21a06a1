import { Activity } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { RENDER_ALL_UP_TO, VirtualList } from './VirtualList';

// jsdom lays nothing out: rows measure 0 pixels (the list keeps their estimate) and the list
// sits at the top of the page, so the window (jsdom's 768 pixels high) shows 768 / (100 + 20)
// rows, the rest being overscan. jsdom cannot scroll either: here window.scrollTo moves
// window.scrollY, and scrollWindowTo does so and tells the page, as a person's scrolling does.

interface Item {
  id: string;
  name: string;
}

const itemsOf = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `i${index + 1}`, name: `Item ${index + 1}` }));

const listOf = (items: readonly Item[]) => (
  <VirtualList
    items={items}
    itemKey={(item) => item.id}
    renderItem={(item) => <button type="button">Open {item.name}</button>}
    estimatedRowHeight={100}
    gap={20}
    label="Things"
  />
);

const scrollWindowTo = (top: number) =>
  act(() => {
    window.scrollY = top;
    window.dispatchEvent(new Event('scroll'));
  });

const scrollCalls: number[] = [];
beforeEach(() => {
  scrollCalls.length = 0;
  window.scrollY = 0;
  window.scrollTo = ((options: ScrollToOptions) => {
    scrollCalls.push(options.top ?? 0);
    window.scrollY = options.top ?? 0;
  }) as typeof window.scrollTo;
});

const rows = () => within(screen.getByRole('list', { name: 'Things' })).queryAllByRole('listitem');
const positions = () => rows().map((row) => Number(row.getAttribute('aria-posinset')));

it('renders a short list whole, each row saying where it stands', () => {
  render(listOf(itemsOf(RENDER_ALL_UP_TO)));
  expect(rows()).toHaveLength(RENDER_ALL_UP_TO);
  expect(rows()[0]).toHaveAttribute('aria-setsize', String(RENDER_ALL_UP_TO));
  expect(positions()).toEqual(Array.from({ length: RENDER_ALL_UP_TO }, (_, index) => index + 1));
});

it('renders only the first rows of 2,000, each saying where it stands among the 2,000', () => {
  render(listOf(itemsOf(2000)));
  // 7 rows in the window and 4 of overscan below it.
  expect(positions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect(rows()[0]).toHaveAttribute('aria-setsize', '2000');
  expect(rows()[0]).toHaveTextContent('Open Item 1');
});

it('shows the last rows when the window is scrolled to the end', () => {
  render(listOf(itemsOf(2000)));
  scrollWindowTo(2000 * 120 - 768);
  expect(positions().at(-1)).toBe(2000);
  expect(rows().at(-1)).toHaveTextContent('Open Item 2000');
  expect(rows().length).toBeLessThan(20);
});

it('keeps the focused row in the page when scrolled away from, with its focus', () => {
  render(listOf(itemsOf(2000)));
  const button = screen.getByRole('button', { name: 'Open Item 3' });
  act(() => button.focus());
  scrollWindowTo(1000 * 120);
  expect(positions()).toContain(3);
  expect(positions()).toContain(1001);
  expect(button).toHaveFocus();
});

it('rendered ahead out of sight, has its first rows ready and leaves the window where it is when shown', () => {
  const rendered = (mode: 'hidden' | 'visible') => (
    <Activity mode={mode}>{listOf(itemsOf(2000))}</Activity>
  );
  // Rendered ahead while the tab shown then was scrolled down; shown once the window is at the top.
  window.scrollY = 5000;
  const { rerender } = render(rendered('hidden'));
  expect(screen.getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(5);
  window.scrollY = 0;
  rerender(rendered('visible'));
  expect(window.scrollY).toBe(0);
  expect(scrollCalls.filter((top) => top !== 0)).toEqual([]);
  expect(positions()[0]).toBe(1);
});
