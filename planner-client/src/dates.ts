// How the app writes a moment for a person: one wording on every tab and page. The formatters
// are made once: toLocaleDateString with options builds a new one per call, which took a third
// of the Documents tab's first render.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Writes an ISO time with `format`; a malformed one reads "Unknown date" instead of throwing. */
function written(format: Intl.DateTimeFormat, iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? 'Unknown date' : format.format(moment);
}

/** "Nov 23, 2026" */
export const formatDate = (iso: string): string => written(dateFormat, iso);

/** "Nov 23, 2026, 5:54 AM" */
export const formatDateTime = (iso: string): string => written(dateTimeFormat, iso);
