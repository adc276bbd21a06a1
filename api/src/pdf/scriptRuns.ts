import { installedScriptFonts, type ScriptFont } from './pdfmake';

// pdfmake draws each run of text in one font and has no fallback for a glyph that font lacks:
// text typed by a person (names, file names, wishes) is cut into runs, each in a font that has
// its script. Roboto, the document's font, keeps Latin, Greek, Cyrillic, digits, spaces and
// punctuation. pdfmake has no bidirectional layout: a right-to-left word is drawn right to
// left, but the words of a right-to-left phrase stay in the order they were typed.

export interface TextRun {
  text: string;
  /** Absent for Roboto. */
  font?: ScriptFont;
}

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
// CJK punctuation and full-width forms are "Common" to every script, but Roboto has none.
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
// Accents, joiners and variation selectors belong with the character before them.
const CONTINUES = /\p{Script=Inherited}/u;
const ROBOTO = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u;

function fontOf(char: string): ScriptFont | undefined {
  if (EMOJI.test(char)) return 'Symbola';
  if (CJK.test(char)) return 'WenQuanYi';
  if (ROBOTO.test(char)) return undefined;
  return 'DejaVuSans';
}

/** `text` as runs of one font each; a font that is not installed leaves its run to Roboto. */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text.normalize('NFC')) {
    const last = runs.at(-1);
    const wanted = fontOf(char);
    const font =
      last && CONTINUES.test(char)
        ? last.font
        : wanted && installedScriptFonts.has(wanted)
          ? wanted
          : undefined;
    if (last && last.font === font) last.text += char;
    else runs.push(font ? { text: char, font } : { text: char });
  }
  return runs;
}
