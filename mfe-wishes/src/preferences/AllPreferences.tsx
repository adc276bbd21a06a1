import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  wishCategoryLabels,
  wishDialogCategories,
  wishTabOf,
  type Wish,
  type WishCategory,
} from '@legacy-planner/contracts';
import { VirtualList } from '@legacy-planner/planner-client';
import { WishCard } from './WishCard';

type TabValue = 'all' | (typeof wishDialogCategories)[number];

// A wish with a line of details, at 1280 pixels wide (measured in Chromium).
const ESTIMATED_CARD_HEIGHT = 155;

/**
 * Every wish, by category tab (the journey's categories under the tab contracts' wishTabOf
 * gives), only the cards in view rendered (a plan may hold thousands). In a category, "Edit
 * selections" turns each wish's selection into a switch.
 */
export function AllPreferences({
  wishes,
  readOnly,
  onAdd,
  onToggle,
  onEdit,
  onDelete,
}: {
  wishes: readonly Wish[];
  readOnly: boolean;
  onAdd: (category: WishCategory) => void;
  onToggle: (wish: Wish, isSelected: boolean) => void;
  onEdit: (wish: Wish) => void;
  onDelete: (wish: Wish) => void;
}) {
  const [tab, setTab] = useState<TabValue>('all');
  const [editing, setEditing] = useState(false);
  const shown = tab === 'all' ? wishes : wishes.filter((wish) => wishTabOf(wish.category) === tab);
  const tabLabel = tab === 'all' ? 'All' : wishCategoryLabels[tab];

  return (
    <Card variant="outlined" component="section" aria-labelledby="all-preferences-title">
      <CardContent>
        <Typography id="all-preferences-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          All Preferences
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => {
            setTab(value);
            setEditing(false);
          }}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Wish categories"
          sx={{ my: 1 }}
        >
          <Tab value="all" label="All" />
          {wishDialogCategories.map((category) => (
            <Tab key={category} value={category} label={wishCategoryLabels[category]} />
          ))}
        </Tabs>
        {tab !== 'all' && shown.length > 0 ? (
          <Button
            onClick={() => setEditing(!editing)}
            disabled={readOnly}
            aria-pressed={editing}
            sx={{ mb: 1 }}
          >
            {editing ? 'Done' : `Edit ${tabLabel} selections`}
          </Button>
        ) : null}
        {shown.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 1 }}>
            <Typography>
              {tab === 'all'
                ? 'No wishes yet. Add your first: a song, a reading, a place to rest, the flowers you love.'
                : `No ${tabLabel.toLowerCase()} wishes yet.`}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => onAdd(tab === 'all' ? 'ceremony' : tab)}
              disabled={readOnly}
            >
              Add your first wish
            </Button>
          </Stack>
        ) : (
          <VirtualList
            items={shown}
            itemKey={(wish) => wish.id}
            estimatedRowHeight={ESTIMATED_CARD_HEIGHT}
            gap={12}
            label={tab === 'all' ? 'Wishes' : `${tabLabel} wishes`}
            renderItem={(wish) => (
              <WishCard
                wish={wish}
                editing={editing}
                readOnly={readOnly}
                onToggle={(isSelected) => onToggle(wish, isSelected)}
                onEdit={() => onEdit(wish)}
                onDelete={() => onDelete(wish)}
              />
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}
