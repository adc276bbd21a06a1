import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ITEM_ROWS, MAX_ITEM_SEARCH_LENGTH } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { itemsOverviewQuery } from '../api/itemsOverviewQuery';
import { BulkChange } from './BulkChange';
import { ItemGroup } from './ItemGroup';
import { RecommendedSettings } from './RecommendedSettings';
import { useSettledText } from './useSettledText';

const itemsCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * Every item of the plan with who may see it and when, grouped by kind: a summary of what is
 * released when, a search, the recommended settings, and each item's settings on demand. The
 * server counts, groups and searches the items; the tab holds the rows it shows.
 */
export function InformationAccessSettings() {
  const platform = usePlatform();
  const [search, setSearch] = useState('');
  const [bulkOpen, setBulkOpen] = useState(false);
  const typed = search.trim();
  const settled = useSettledText(typed);
  // Clearing the search shows the first overview at once (it is kept from before).
  const q = typed === '' ? '' : settled;
  const overview = useQuery({
    ...itemsOverviewQuery(platform, q ? { q, first: String(ITEM_ROWS.step) } : {}),
    placeholderData: keepPreviousData,
  });
  const data = overview.data;
  const searching = q !== '';
  const found = data ? data.groups.reduce((sum, group) => sum + group.count, 0) : 0;

  return (
    <Section
      id="information-access"
      title="Information Access Settings"
      intro="Who may see each item, and when: the level of access it needs, whether it is visible at all, and when it is released. Messages go only to their recipient."
    >
      <LoadState query={overview} what="access settings" />
      {data ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            Now: {itemsCount(data.released.immediate)} · In an emergency: {data.released.emergency}{' '}
            · After a verified passing: {data.released.after_passing}
          </Typography>
          <RecommendedSettings differing={data.differing} />
          <TextField
            id="item-search"
            type="search"
            size="small"
            label="Search by title"
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // The API's limit for a search: a longer one would only be refused.
            slotProps={{ htmlInput: { maxLength: MAX_ITEM_SEARCH_LENGTH } }}
            sx={{ maxWidth: 360 }}
          />
          {typed !== '' ? (
            <Typography variant="body2" role="status">
              {typed !== q || overview.isPlaceholderData
                ? 'Searching…'
                : found === 0
                  ? `No items match “${q}”.`
                  : `${itemsCount(found)} match “${q}”.`}
            </Typography>
          ) : null}
          {data.total === 0 ? <Typography>Your plan has no items yet.</Typography> : null}
          <Stack spacing={2}>
            {data.groups.map((group) => (
              // A new search starts each kind over from its first rows.
              <ItemGroup key={`${group.type} ${q}`} group={group} filter={searching ? { q } : {}} />
            ))}
          </Stack>
          <Button
            aria-expanded={bulkOpen}
            aria-controls={bulkOpen ? 'bulk-change' : undefined}
            onClick={() => setBulkOpen(!bulkOpen)}
            sx={{ alignSelf: 'flex-start' }}
          >
            Change many at once…
          </Button>
          {bulkOpen ? <BulkChange categories={data.categories} /> : null}
        </>
      ) : null}
    </Section>
  );
}
