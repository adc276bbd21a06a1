import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useField } from 'formik';
import { blankRow, type WizardRow, type WizardRowList } from '@legacy-planner/contracts/wizards';
import { useWizardContext } from '../form/wizardContext';
import { newRowId } from '../form/newRowId';
import { fieldId } from './fieldId';

export interface RepeatableRowsProps<R extends WizardRowList> {
  /** The list in the record, which is also its formik path. */
  list: R;
  /** What one row is called: "Beneficiary" gives "Beneficiary 1", "Add Beneficiary"… */
  rowName: string;
  /**
   * 1 for beneficiaries, accounts and recipients (the last row stays, spec section 5); 0 for
   * messages and keepsakes, which can always be removed.
   */
  minRows: 0 | 1;
  /** The field of a row that gets the focus once it is added. */
  firstField: keyof WizardRow<R> & string;
  /** What to show while the list is empty. */
  emptyText?: string;
  /** The fields of row `index`, whose formik path is `${list}.${index}`. */
  renderRow: (path: string, row: WizardRow<R>, index: number) => ReactNode;
}

/**
 * A list of rows with Add and Remove: each row is a group named "<rowName> <n>", so its
 * fields' labels ("Name", "Relationship") read in context with a screen reader.
 */
export function RepeatableRows<R extends WizardRowList>({
  list,
  rowName,
  minRows,
  firstField,
  emptyText,
  renderRow,
}: RepeatableRowsProps<R>) {
  const [field, , helpers] = useField<WizardRow<R>[]>(list);
  const { readOnly } = useWizardContext();
  const rows = field.value ?? [];
  const canRemove = !readOnly && rows.length > minRows;

  const add = () => {
    const index = rows.length;
    void helpers.setValue([...rows, blankRow(list, newRowId())]);
    // The new row's first field takes the focus once it is on the page.
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`${list}.${index}.${firstField}`))?.focus(),
    );
  };
  const remove = (id: string) => {
    void helpers.setValue(rows.filter((row) => row.id !== id));
    // The removed row's button is gone: the focus goes to Add rather than to the page's top.
    requestAnimationFrame(() => document.getElementById(`${list}-add`)?.focus());
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {rows.length === 0 && emptyText && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {rows.map((row, index) => {
        const label = `${rowName} ${index + 1}`;
        return (
          <Box
            key={row.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {label}
            </Typography>
            <Grid container spacing={2}>
              {renderRow(`${list}.${index}`, row, index)}
            </Grid>
            {canRemove && (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => remove(row.id)}
                aria-label={`Remove ${label}`}
                sx={{ mt: 1 }}
              >
                Remove
              </Button>
            )}
          </Box>
        );
      })}
      <Box>
        <Button
          id={`${list}-add`}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={readOnly}
        >
          Add {rowName}
        </Button>
      </Box>
    </Stack>
  );
}
