import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PrivacyItemsOverview } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { foundItemsQuery, type ItemFilter } from '../api/foundItemsQuery';
import { itemTypeLabels } from '../labels';
import { ItemRow } from './ItemRow';
import { showMoreText } from '../fields/showMoreText';

/**
 * The items of one kind with their count: the first rows the overview gave, and more from the
 * server a page at a time as the owner asks (a kind may hold 2,000), so the page holds only the
 * rows asked for. The first row shown by a "Show more" takes the focus, where reading goes on.
 */
export function ItemGroup({
  group,
  filter,
}: {
  group: PrivacyItemsOverview['groups'][number];
  /** What picked the overview's rows (a search), which the next pages keep. */
  filter: ItemFilter;
}) {
  const platform = usePlatform();
  const [more, setMore] = useState(false);
  const pagesQuery = foundItemsQuery(platform, { ...filter, type: group.type }, group.items.length);
  const pages = useInfiniteQuery({ ...pagesQuery, enabled: more });
  const rows = [
    ...group.items,
    ...(more ? (pages.data?.pages.flatMap((page) => page.items) ?? []) : []),
  ];
  const left = group.count - rows.length;
  const list = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows change: the first row a "Show more" showed, or back to
  // "Show more" when "Show fewer" (which goes away) was pressed.
  const focusAt = useRef<number | 'more' | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === 'more') moreButton.current?.focus();
    else if (at === null || rows.length <= at) return;
    else (list.current?.children[at] as HTMLElement | undefined)?.focus();
    focusAt.current = null;
  }, [rows.length]);

  const label = itemTypeLabels[group.type];
  const headingId = `items-${group.type}`;
  const showMore = () => {
    focusAt.current = rows.length;
    if (more) void pages.fetchNextPage();
    else setMore(true);
  };
  const showFewer = () => {
    focusAt.current = 'more';
    setMore(false);
    // Shown again, the kind starts over from its first rows.
    platform.queryClient.removeQueries({ queryKey: pagesQuery.queryKey });
  };

  return (
    <Stack spacing={0.5}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label} ({group.count})
      </Typography>
      {group.type === 'message' ? (
        <Typography variant="body2">
          A legacy message goes only to its recipient, by email, on its delivery timing: no viewer
          sees it, not even the executor, who may confirm a milestone or send its link again.
        </Typography>
      ) : null}
      <Stack
        component="ul"
        ref={list}
        aria-label={label}
        aria-busy={pages.isFetching}
        sx={{ p: 0, m: 0 }}
      >
        {rows.map((item) => (
          <ItemRow key={`${item.type}-${item.id}`} item={item} />
        ))}
      </Stack>
      {pages.isError ? (
        <Typography role="alert" color="error">
          More {label.toLowerCase()} could not be loaded. Please try again.
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {left > 0 ? (
          <Button
            ref={moreButton}
            size="small"
            aria-describedby={headingId}
            onClick={showMore}
            disabled={pages.isFetching}
          >
            {showMoreText(left, group.count)}
          </Button>
        ) : null}
        {rows.length > group.items.length ? (
          <Button size="small" aria-expanded aria-describedby={headingId} onClick={showFewer}>
            Show fewer
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
