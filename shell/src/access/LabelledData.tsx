import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// A wizard record as a viewer reads it: each field the grant's level covers, as labelled text.

/** "doNotResuscitate" → "Do not resuscitate"; "medical_proxy" → "Medical proxy". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isIdentifier = (value: string) => /^[a-z]+(_[a-z]+)+$/.test(value);

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => key === 'id' || isEmpty(inner));
  }
  return false;
}

function Value({ value }: { value: unknown }) {
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'string') return <>{isIdentifier(value) ? humanize(value) : value}</>;
  if (typeof value === 'number') return <>{String(value)}</>;
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmpty(item));
    if (items.every((item) => typeof item !== 'object')) {
      return <>{items.map(String).join(', ')}</>;
    }
    return (
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {items.map((item, index) => (
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </Box>
    );
  }
  if (value && typeof value === 'object') {
    return <LabelledData data={value as Record<string, unknown>} />;
  }
  return null;
}

/** The record's filled-in fields as a list of labels and values (nested ones indented). */
export function LabelledData({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data).filter(([key, value]) => key !== 'id' && !isEmpty(value));
  if (entries.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 1, '& dd': { ml: 2, mb: 1 }, overflowWrap: 'anywhere' }}>
      {entries.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {humanize(key)}
          </Typography>
          <Typography component="dd" variant="body2">
            <Value value={value} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
