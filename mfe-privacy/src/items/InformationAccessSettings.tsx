import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { itemsQuery } from '../api/itemsQuery';
import { BulkChange } from './BulkChange';
import { ItemGroup } from './ItemGroup';
import { groupsByType, matching, releaseSummary } from './itemLists';
import { RecommendedSettings } from './RecommendedSettings';

const itemsCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * Every item of the plan with who may see it and when, grouped by kind: a summary of what is
 * released when, a search, the recommended settings, and each item's settings on demand.
 */
export function InformationAccessSettings() {
  const items = useQuery(itemsQuery(usePlatform()));
  const all = items.data ?? [];
  const [search, setSearch] = useState('');
  const [bulkOpen, setBulkOpen] = useState(false);
  const searching = search.trim() !== '';
  const found = searching ? matching(all, search) : all;
  const summary = releaseSummary(all);

  return (
    <Section
      id="information-access"
      title="Information Access Settings"
      intro="Who may see each item, and when: the level of access it needs, whether it is visible at all, and when it is released. Messages go only to their recipient."
    >
      <LoadState query={items} what="access settings" />
      {items.data ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            Now: {itemsCount(summary.immediate)} · In an emergency: {summary.emergency} · After a
            verified passing: {summary.after_passing}
          </Typography>
          <RecommendedSettings items={all} />
          <TextField
            id="item-search"
            type="search"
            size="small"
            label="Search by title"
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ maxWidth: 360 }}
          />
          {searching ? (
            <Typography variant="body2" role="status">
              {found.length === 0
                ? `No items match “${search.trim()}”.`
                : `${itemsCount(found.length)} match “${search.trim()}”.`}
            </Typography>
          ) : null}
          {all.length === 0 ? <Typography>Your plan has no items yet.</Typography> : null}
          <Stack spacing={2}>
            {groupsByType(found).map((group) => (
              <ItemGroup
                key={group.type}
                type={group.type}
                items={group.items}
                searching={searching}
              />
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
          {bulkOpen ? <BulkChange items={all} /> : null}
        </>
      ) : null}
    </Section>
  );
}
