import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { loadOnce } from '../loadOnce';

type PDFFontSource = NonNullable<TFontDictionary[string]['normal']>;

// pdfmake, set up once for every PDF the server draws (wizard records, the binder, the packet,
// access cards, the emergency summary). It is loaded by the first PDF drawn, not at start: most
// requests draw none, and loading it took about 120 ms of every start (issue 30).
// Roboto, shipped with pdfmake, covers Latin, Greek and Cyrillic. pdfmake has no per-glyph
// fallback: the scripts Roboto lacks are printed in Debian's fonts (the Dockerfile installs
// them; see scriptRuns for which text goes to which). A font that is not installed is not
// registered, and its scripts print in Roboto, which has no glyphs for them. pdfmake may fetch
// images and fonts by URL or path: nothing of ours fetches by URL, and only these font files
// are read.

// Resolved at run time from this file, or the server bundle that holds it: webpack would turn a
// plain require.resolve into the bundle's own module id.
const robotoDir = path.join(
  path.dirname(createRequire(__filename).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);

/** The fonts for the scripts Roboto lacks, by the name text runs use, and their Debian package. */
export const scriptFonts = {
  // Arabic, Hebrew, Armenian, Georgian and most other alphabets (fonts-dejavu-core).
  DejaVuSans: {
    normal: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  },
  // Chinese, Japanese and Korean (fonts-wqy-microhei): one face, also drawn for bold.
  WenQuanYi: {
    normal: ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
    bold: ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
  },
  // Emoji, in outline (fonts-symbola): pdfmake cannot draw colour emoji fonts.
  Symbola: {
    normal: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
    bold: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf',
  },
} as const;
export type ScriptFont = keyof typeof scriptFonts;

const fileOf = (face: string | readonly string[]) => (typeof face === 'string' ? face : face[0]!);

/** The script fonts whose files are there. */
export const installedScriptFonts = new Set(
  (Object.keys(scriptFonts) as ScriptFont[]).filter((name) =>
    [scriptFonts[name].normal, scriptFonts[name].bold].every((face) => existsSync(fileOf(face))),
  ),
);

const fonts: TFontDictionary = {
  Roboto: {
    normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
    bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
    italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
  },
};
const fontFiles = new Set<string>();
for (const name of installedScriptFonts) {
  // A collection's face is [file, PostScript name], which pdfmake reads but its types omit.
  const { normal, bold } = scriptFonts[name] as { normal: PDFFontSource; bold: PDFFontSource };
  fonts[name] = { normal, bold, italics: normal, bolditalics: bold };
  fontFiles.add(fileOf(scriptFonts[name].normal)).add(fileOf(scriptFonts[name].bold));
}

type PdfMake = typeof import('pdfmake');

const loadPdfmake = loadOnce(() =>
  import('pdfmake').then((module) => {
    // pdfmake is a CommonJS module exporting one object: imported, it is the default export.
    const pdfmake = (module as unknown as { default: PdfMake }).default;
    pdfmake.setFonts(fonts);
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(
      (file) => file.startsWith(robotoDir + path.sep) || fontFiles.has(path.resolve(file)),
    );
    return pdfmake;
  }),
);

/** Draws `definition` as a PDF's bytes. */
export async function drawPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake.createPdf(definition).getBuffer();
}
