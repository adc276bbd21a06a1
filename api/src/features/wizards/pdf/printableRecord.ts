// What a wizard's PDF shows, independent of how it is drawn: a title, sections of labelled
// values, tables for repeatable rows, and the signature block. One model for the six wizards,
// drawn by renderPdf.ts.

export type Field = readonly [label: string, value: string];

export interface Section {
  heading: string;
  fields?: readonly Field[];
  /** Repeatable rows: a header row and one row per entry. */
  table?: { columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Free text, printed as typed (line breaks kept). */
  text?: string;
}

export interface PrintableRecord {
  title: string;
  sections: readonly Section[];
  signature: { name: string; date: string; confirmed: boolean } | null;
}

/** The labels of the toggles that are on, e.g. the POA's scope of authority. */
export function chosen(flags: Record<string, unknown>, labels: Record<string, string>): string {
  return Object.entries(labels)
    .filter(([key]) => flags[key] === true)
    .map(([, label]) => label)
    .join(', ');
}
