import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { privacyItemTypes, type PrivacyItemType } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { itemsQuery } from '../api/itemsQuery';
import { LoadState, Section } from '@legacy-planner/planner-client';
import { itemTypeLabels } from '../labels';
import { ChoiceField } from '../fields/ChoiceField';
import { BulkChange } from './BulkChange';
import { ItemRow } from './ItemRow';

type TypeFilter = PrivacyItemType | 'all';

/**
 * Every item of the plan with who may see it and when: the level it requires, whether it is
 * visible at all, and its release timing, changed one item at a time or for a whole type.
 */
export function InformationAccessSettings() {
  const items = useQuery(itemsQuery(usePlatform()));
  const [type, setType] = useState<TypeFilter>('all');
  const all = items.data ?? [];
  const shown = type === 'all' ? all : all.filter((item) => item.type === type);
  const count = (of: PrivacyItemType) => all.filter((item) => item.type === of).length;

  return (
    <Section
      id="information-access"
      title="Information Access Settings"
      intro="For each item: the level of access it needs, whether it is visible at all, and when it is released. An item is shown only to a visible, high enough level, in its release situation."
    >
      <LoadState query={items} what="access settings" />
      {items.data ? (
        <>
          <ChoiceField
            id="item-type-filter"
            label="Show"
            choices={[
              { value: 'all', label: `All items (${all.length})` },
              ...privacyItemTypes.map((itemType) => ({
                value: itemType,
                label: `${itemTypeLabels[itemType]} (${count(itemType)})`,
              })),
            ]}
            value={type}
            onChange={(event) => setType(event.target.value as TypeFilter)}
            sx={{ maxWidth: 320 }}
          />
          {shown.length === 0 ? (
            <Typography>No items of this type in your plan yet.</Typography>
          ) : (
            <Stack
              component="ul"
              aria-label="Items and their access"
              spacing={1.5}
              sx={{ p: 0, m: 0 }}
            >
              {shown.map((item) => (
                <ItemRow key={`${item.type}-${item.id}`} item={item} />
              ))}
            </Stack>
          )}
          <BulkChange items={all} type={type === 'all' ? null : type} />
        </>
      ) : null}
    </Section>
  );
}
