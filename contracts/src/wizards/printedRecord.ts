// A wizard record as a document: a title, sections of labelled values in the wizard's order,
// tables for repeatable rows, free text, and the signature block. The owner's PDF, a viewer's
// PDF and a viewer's page are all drawn from it, so what a viewer reads is what prints.

export type PrintedField = readonly [label: string, value: string];

export interface PrintedSection {
  heading: string;
  fields?: readonly PrintedField[];
  /** Repeatable rows: a header row and one row per entry. */
  table?: { columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Free text, as typed (line breaks kept). */
  text?: string;
}

export interface PrintedRecord {
  title: string;
  sections: readonly PrintedSection[];
  signature: { name: string; date: string; confirmed: boolean } | null;
}
