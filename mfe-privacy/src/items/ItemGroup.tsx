import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PrivacyItem, PrivacyItemType } from '@legacy-planner/contracts';
import { itemTypeLabels } from '../labels';
import { ItemRow } from './ItemRow';

/** How many rows a group shows until the owner asks for all of them. */
export const FIRST_ROWS = 3;

/** The items of one kind with their count, collapsed to the first rows (all while searching). */
export function ItemGroup({
  type,
  items,
  searching,
}: {
  type: PrivacyItemType;
  items: PrivacyItem[];
  searching: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const label = itemTypeLabels[type];
  const headingId = `items-${type}`;
  const collapsible = !searching && items.length > FIRST_ROWS;
  const shown = collapsible && !showAll ? items.slice(0, FIRST_ROWS) : items;
  return (
    <Stack spacing={0.5}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label} ({items.length})
      </Typography>
      {type === 'message' ? (
        <Typography variant="body2">
          A legacy message goes only to its recipient, by email, on its delivery timing: no viewer
          sees it, not even the executor, who may confirm a milestone or send its link again.
        </Typography>
      ) : null}
      <Stack component="ul" aria-label={label} sx={{ p: 0, m: 0 }}>
        {shown.map((item) => (
          <ItemRow key={`${item.type}-${item.id}`} item={item} />
        ))}
      </Stack>
      {collapsible ? (
        <Button
          size="small"
          aria-expanded={showAll}
          aria-describedby={headingId}
          onClick={() => setShowAll(!showAll)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {showAll ? 'Show fewer' : `Show all (${items.length})`}
        </Button>
      ) : null}
    </Stack>
  );
}
