// How the app writes a moment for a person: one wording on every tab and page. Each formatter is
// made once, at its first use: toLocaleDateString with options builds a new one per call, which
// took a third of the Documents tab's first render; and the first one a page makes loads the
// browser's locale data, about 35 ms of a phone's start-up when this module loaded with the
// shell, whose first screen writes no date.
const formats: Partial<Record<'date' | 'dateTime', Intl.DateTimeFormat>> = {};
const dateFormat = () =>
  (formats.date ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));
const dateTimeFormat = () =>
  (formats.dateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }));

/** Writes an ISO time with `format`; a malformed one reads "Unknown date" instead of throwing. */
function written(format: () => Intl.DateTimeFormat, iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? 'Unknown date' : format().format(moment);
}

/** "Nov 23, 2026" */
export const formatDate = (iso: string): string => written(dateFormat, iso);

/** "Nov 23, 2026, 5:54 AM" */
export const formatDateTime = (iso: string): string => written(dateTimeFormat, iso);
