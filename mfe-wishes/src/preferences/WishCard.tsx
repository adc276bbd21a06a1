import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { wishCategoryLabels, wishImportanceLabels, type Wish } from '@legacy-planner/contracts';

/**
 * One wish. In edit mode its selection is a switch; otherwise it shows whether it is selected,
 * with Edit and Delete.
 */
export function WishCard({
  wish,
  editing,
  readOnly,
  onToggle,
  onEdit,
  onDelete,
}: {
  wish: Wish;
  editing: boolean;
  readOnly: boolean;
  onToggle: (isSelected: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography
          variant="h4"
          component="h3"
          sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {wish.preference}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={wishCategoryLabels[wish.category]} />
          {wish.subcategory ? (
            <Chip size="small" variant="outlined" label={wish.subcategory} />
          ) : null}
          <Chip
            size="small"
            variant="outlined"
            label={`${wishImportanceLabels[wish.importance]} importance`}
          />
          {!editing && wish.isSelected ? (
            <Chip size="small" color="success" label="Selected" />
          ) : null}
        </Stack>
        {wish.details ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {wish.details}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        {editing ? (
          <FormControlLabel
            control={
              <Switch
                checked={wish.isSelected}
                onChange={(event) => onToggle(event.target.checked)}
                disabled={readOnly}
              />
            }
            label={`Select ${wish.preference}`}
            slotProps={{ typography: { sx: { overflowWrap: 'anywhere' } } }}
          />
        ) : (
          <>
            <Button
              size="small"
              onClick={onEdit}
              disabled={readOnly}
              aria-label={`Edit ${wish.preference}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              onClick={onDelete}
              disabled={readOnly}
              aria-label={`Delete ${wish.preference}`}
            >
              Delete
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
