// What the printers share besides the printed record's shape (contracts' PrintedRecord).

/** The labels of the toggles that are on, e.g. the POA's scope of authority. */
export function chosen(flags: Record<string, unknown>, labels: Record<string, string>): string {
  return Object.entries(labels)
    .filter(([key]) => flags[key] === true)
    .map(([, label]) => label)
    .join(', ');
}
