import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  observeWindowOffset,
  useWindowVirtualizer,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

/**
 * Up to this many rows a list renders them all, in the page's flow: a small plan's first screen
 * pays for no measuring, and nothing moves once shown. Above it only the rows in view are.
 */
export const RENDER_ALL_UP_TO = 50;

/** Rows kept beyond each edge of the window: the next row is there when Tab moves to it. */
const OVERSCAN = 4;

export interface VirtualListProps<Item> {
  items: readonly Item[];
  /** The item's lasting identity: a row's measured height follows it when the list is filtered. */
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Height of a row in pixels before it is measured (the first screen is laid out from it). */
  estimatedRowHeight: number;
  /** Space between rows, in pixels. */
  gap: number;
  /** Names what the list holds, for assistive technology ("Documents", "Music wishes"). */
  label: string;
}

/**
 * A list of rows as long as a plan allows (thousands): above RENDER_ALL_UP_TO rows only those in
 * the window, and a few on each side, are in the page. Each row says where it stands
 * (aria-posinset of aria-setsize), so a screen reader announces "37 of 2,000" although the page
 * holds a few dozen. The page scrolls the window (the shell has no scrolling container).
 */
export function VirtualList<Item>(props: VirtualListProps<Item>) {
  return props.items.length > RENDER_ALL_UP_TO ? (
    <WindowedRows {...props} />
  ) : (
    <AllRows {...props} />
  );
}

// Plain styles rather than sx: no style to compute for each of the rows.
const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

function AllRows<Item>({ items, itemKey, renderItem, gap, label }: VirtualListProps<Item>) {
  return (
    <ul aria-label={label} style={{ ...listStyle, display: 'flex', flexDirection: 'column', gap }}>
      {items.map((item, index) => (
        <li key={itemKey(item)} aria-setsize={items.length} aria-posinset={index + 1}>
          <RowContent item={item} render={renderItem} />
        </li>
      ))}
    </ul>
  );
}

function WindowedRows<Item>({
  items,
  itemKey,
  renderItem,
  estimatedRowHeight,
  gap,
  label,
}: VirtualListProps<Item>) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDistanceFromPageTop(listRef);
  const { focusedIndex, onFocus } = useFocusedRow(items, itemKey);
  const getItemKey = useCallback((index: number) => itemKey(items[index]!), [items, itemKey]);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    getItemKey,
    estimateSize: () => estimatedRowHeight,
    gap,
    overscan: OVERSCAN,
    scrollMargin,
    // A tab rendered ahead out of sight (the shell's hidden tabs) runs no effect, so the
    // virtualizer never sees the window: sized from it, its first rows are rendered ahead too,
    // and the click only reveals them.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    observeElementOffset: observeWindowOffsetFromNow,
    measureElement: measureLaidOutRow,
    // The focused row stays in the page when scrolled away from, so focus is never dropped.
    rangeExtractor: useCallback(
      (range: Range) => {
        const shown = defaultRangeExtractor(range);
        return focusedIndex < 0 || shown.includes(focusedIndex)
          ? shown
          : [...shown, focusedIndex].sort((a, b) => a - b);
      },
      [focusedIndex],
    ),
  });
  return (
    <ul
      ref={listRef}
      aria-label={label}
      onFocus={onFocus}
      style={{ ...listStyle, position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          <RowContent item={items[row.index]!} render={renderItem} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A row's content, rendered again only when its item (or how rows are drawn) changes: scrolling
 * and measuring move rows without rendering them again.
 */
const RowContent = memo(function RowContent({
  item,
  render,
}: {
  item: unknown;
  render: (item: never) => ReactNode;
}) {
  return render(item as never);
});

type WindowListOptions = VirtualizerOptions<Window, HTMLLIElement>;

/**
 * The window's offset, read when the list is shown and as it scrolls. A list rendered ahead out of
 * sight read it then; left at that, the virtualizer would scroll the window back there on showing.
 */
const observeWindowOffsetFromNow: WindowListOptions['observeElementOffset'] = (
  instance,
  onChange,
) => {
  const stop = observeWindowOffset(instance, onChange);
  onChange(window.scrollY, false);
  return stop;
};

/**
 * A row measured without layout (display: none, or jsdom) keeps its estimate: at 0 pixels every
 * other row would fit in the window, and all would be rendered.
 */
const measureLaidOutRow: WindowListOptions['measureElement'] = (element, entry, instance) =>
  measureElement(element, entry, instance) ||
  instance.options.estimateSize(instance.indexFromElement(element));

/**
 * The list's distance from the top of the page (the virtualizer's scrollMargin), measured when
 * shown and again whenever the page's height changes: what sits above the list (a help panel
 * opened, the upload area) moves it without resizing it.
 */
function useDistanceFromPageTop(list: RefObject<HTMLElement | null>) {
  const [distance, setDistance] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (list.current) {
        setDistance(Math.round(list.current.getBoundingClientRect().top + window.scrollY));
      }
    };
    measure();
    // jsdom has no ResizeObserver (and no layout to observe).
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  return distance;
}

/** The index of the row that last held focus (by its item, so filtering keeps it), or -1. */
function useFocusedRow<Item>(items: readonly Item[], itemKey: (item: Item) => string) {
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedIndex = useMemo(
    () => (focusedKey === null ? -1 : items.findIndex((item) => itemKey(item) === focusedKey)),
    [focusedKey, items, itemKey],
  );
  // Kept after focus leaves: a dialog opened from the row gives focus back to it when it closes.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = event.target.closest<HTMLElement>('li[data-index]');
    const index = Number(row?.dataset.index);
    if (row?.parentElement === event.currentTarget && items[index] !== undefined) {
      setFocusedKey(itemKey(items[index]));
    }
  };
  return { focusedIndex, onFocus };
}
