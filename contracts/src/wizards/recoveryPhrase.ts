import english from 'bip39/src/wordlists/english.json';

// A wallet's recovery phrase is the wallet itself: whoever reads it owns the funds. The digital
// assets wizard keeps only instructions for finding it, so text that looks like a phrase (12 to
// 24 words of the BIP-39 English list in a row, as wallets print them, numbered or not) is
// refused before it is stored, by the form and by the server.

const bip39Words = new Set<string>(english as string[]);

/** The shortest phrase wallets issue. */
const SHORTEST_PHRASE = 12;

export const RECOVERY_PHRASE_REFUSED =
  'This looks like a wallet recovery phrase. Never store the phrase itself: describe only where it is kept and how to reach it.';

/** Whether `text` holds 12 or more BIP-39 words in a row (numbers and punctuation between them ignored). */
export function looksLikeRecoveryPhrase(text: string): boolean {
  let run = 0;
  for (const token of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (token === '' || /^\d+$/.test(token)) continue; // "1." "2)" numbering
    run = bip39Words.has(token) ? run + 1 : 0;
    if (run >= SHORTEST_PHRASE) return true;
  }
  return false;
}
