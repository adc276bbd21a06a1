/**
 * A repeatable row's id: it keys the row while it is edited and in the saved record.
 * getRandomValues rather than randomUUID, which exists only in secure contexts (https or
 * localhost), and the app may be opened over plain http on a home network.
 */
export const newRowId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
