import { installedScriptFonts } from './pdfmake';
import { scriptRuns } from './scriptRuns';

describe('text in the font of its script', () => {
  it('finds the fonts for the scripts Roboto lacks (Debian: fonts-dejavu-core, fonts-wqy-microhei, fonts-symbola)', () => {
    expect([...installedScriptFonts].sort()).toEqual(['DejaVuSans', 'Symbola', 'WenQuanYi']);
  });

  it('keeps Latin, Greek, Cyrillic, digits and punctuation in Roboto, accents with their letter', () => {
    expect(scriptRuns('Müller – Ζωή, Жуков (2026).pdf')).toEqual([
      { text: 'Müller – Ζωή, Жуков (2026).pdf' },
    ]);
    expect(scriptRuns('Zoe\u0308')).toEqual([{ text: 'Zoë' }]);
  });

  it('gives Chinese, Japanese and Korean, Arabic and Hebrew, and emoji a font that has them', () => {
    expect(scriptRuns('遗嘱 2026。한국 かな.pdf')).toEqual([
      { text: '遗嘱', font: 'WenQuanYi' },
      { text: ' 2026' },
      { text: '。한국', font: 'WenQuanYi' },
      { text: ' ' },
      { text: 'かな', font: 'WenQuanYi' },
      { text: '.pdf' },
    ]);
    expect(scriptRuns('وصية אמא.pdf')).toEqual([
      { text: 'وصية', font: 'DejaVuSans' },
      { text: ' ' },
      { text: 'אמא', font: 'DejaVuSans' },
      { text: '.pdf' },
    ]);
    expect(scriptRuns('🎵 Mix 👨‍👩‍👧 ❤️')).toEqual([
      { text: '🎵', font: 'Symbola' },
      { text: ' Mix ' },
      { text: '👨‍👩‍👧', font: 'Symbola' },
      { text: ' ' },
      { text: '❤️', font: 'Symbola' },
    ]);
  });
});
