import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  custodyLine,
  type PrintedField,
  type PrintedSection,
  type ViewerWizard,
} from '@legacy-planner/contracts';
import { formatDateTime } from '@legacy-planner/planner-client';
import { accessWizardPdfAddress } from './api/accessView';

// A wizard record as its viewer reads it: the same sections, labels and words as its PDF
// (api/src/features/wizards/pdf/renderPdf.ts), so that what is read on screen is what prints.

/** How the PDF writes a value the owner left empty. */
const EMPTY = '—';
const shown = (value: string) => (value.trim() ? value : EMPTY);

/** Labels and values: stacked on a phone, side by side from the sm breakpoint. */
function Fields({ fields }: { fields: readonly PrintedField[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 14rem) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        overflowWrap: 'anywhere',
      }}
    >
      {fields.map(([label, value], index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap' }}
          >
            {shown(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Repeatable rows as a real table. A table wider than a phone scrolls inside its own box (which
 * takes the keyboard focus to be scrolled), never the page.
 */
function RowsTable({
  table,
  headingId,
}: {
  table: NonNullable<PrintedSection['table']>;
  headingId: string;
}) {
  if (table.rows.length === 0) {
    return (
      <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
        None listed.
      </Typography>
    );
  }
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      tabIndex={0}
      sx={(theme) => ({
        maxWidth: '100%',
        overflowX: 'auto',
        '&:focus-visible': theme.focusVisible || { outline: '2px solid' },
      })}
    >
      <Table size="small" aria-labelledby={headingId} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column} scope="col" sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <TableCell
                  key={cellIndex}
                  sx={{ overflowWrap: 'break-word', minWidth: '6rem', verticalAlign: 'top' }}
                >
                  {shown(cell)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RecordSection({ section }: { section: PrintedSection }) {
  const headingId = useId();
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography
        id={headingId}
        variant="h4"
        sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 1 }}
      >
        {section.heading}
      </Typography>
      {section.fields && section.fields.length > 0 && <Fields fields={section.fields} />}
      {section.table && <RowsTable table={section.table} headingId={headingId} />}
      {section.text !== undefined && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shown(section.text)}
        </Typography>
      )}
    </Box>
  );
}

function SignatureBlock({
  signature,
}: {
  signature: NonNullable<ViewerWizard['document']['signature']>;
}) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="h4" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 1 }}>
        Signature
      </Typography>
      <Fields
        fields={[
          ['Signed (typed name)', signature.name],
          ['Date', signature.date],
          [
            'Confirmed',
            signature.confirmed ? 'Yes: the signer confirmed this record' : 'Not yet confirmed',
          ],
        ]}
      />
    </Box>
  );
}

/** A released wizard record as its document: title, status, sections, signature and its PDF. */
export function ViewerRecord({ wizard }: { wizard: ViewerWizard }) {
  const titleId = useId();
  const { document } = wizard;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {wizard.title}
      </Typography>
      {wizard.custody && <Typography variant="body2">{custodyLine(wizard.custody)}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {wizard.status === 'completed' ? 'Completed' : 'Draft'} · updated{' '}
        {formatDateTime(wizard.updatedAt)}
      </Typography>
      <Link
        href={accessWizardPdfAddress(wizard.kind)}
        download
        // A control of its own: 44 px tall to touch.
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        Download {wizard.title} (PDF)
      </Link>
      {document.sections.map((section, index) => (
        <RecordSection key={index} section={section} />
      ))}
      {document.signature && <SignatureBlock signature={document.signature} />}
    </Paper>
  );
}
