import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { itemCategoryLabel, type PrivacyItem } from '@legacy-planner/contracts';
import { settingsText } from '../labels';
import { ItemEditor } from './ItemEditor';

/** What a row says of who may see the item, and when. */
function releaseLine(item: PrivacyItem): string {
  if (item.recipientOnly) {
    return 'Only to its recipient, on its delivery timing: no grant opens it';
  }
  // A hidden item still says what it would be released with once shown.
  const settings = item.isVisible
    ? settingsText(item)
    : `Hidden (when shown: ${settingsText({ ...item, isVisible: true })})`;
  if (item.follows) return `Follows ${item.follows.title} · ${settings}`;
  return item.setApart ? `${settings} · Set apart from its document` : settings;
}

/**
 * One item, short: its title, kind and settings in words. The controls open on demand, so a
 * long plan stays a short page.
 */
export function ItemRow({ item }: { item: PrivacyItem }) {
  const [editing, setEditing] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const editorId = `item-${item.type}-${item.id}-settings`;
  const category = item.category ? itemCategoryLabel(item.type, item.category) : null;
  // A category that repeats the title (a wizard record's is its title) is said once.
  const categoryText = category && category !== item.title ? `${category} · ` : '';

  return (
    <Box
      component="li"
      // Focusable by the group's "Show more", which moves the focus to the first row it shows.
      tabIndex={-1}
      aria-label={item.title}
      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h4"
            variant="body1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {categoryText}
            {releaseLine(item)}
          </Typography>
        </Box>
        {item.recipientOnly ? null : (
          <Button
            ref={changeButton}
            size="small"
            variant="outlined"
            aria-label={`Change ${item.title}`}
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            onClick={() => setEditing(!editing)}
            sx={{ flexShrink: 0 }}
          >
            Change
          </Button>
        )}
      </Stack>
      {editing ? (
        <ItemEditor
          item={item}
          id={editorId}
          setApart={item.setApart}
          onDone={() => {
            setEditing(false);
            changeButton.current?.focus();
          }}
        />
      ) : null}
    </Box>
  );
}
