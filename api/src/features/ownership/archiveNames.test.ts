import { safePathPart, uniquePaths } from './archiveNames';

describe('paths in the export', () => {
  it('makes a typed name one safe part of a path', () => {
    expect(safePathPart('Will: 2026/final')).toBe('Will_ 2026_final');
    expect(safePathPart('..\\..\\etc')).toBe('_.._etc');
    expect(safePathPart('.hidden')).toBe('hidden');
    expect(safePathPart('a\u0000b\u001fc')).toBe('a_b_c');
    expect(safePathPart('notes. ')).toBe('notes');
    expect(safePathPart('CON.txt')).toBe('_CON.txt');
    expect(safePathPart('  ')).toBe('untitled');
    expect(safePathPart('...', 'file')).toBe('file');
    const long = safePathPart(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('shortens a long name in any script to 255 bytes, never inside a character', () => {
    const chinese = safePathPart(`${'遗嘱'.repeat(150)}.pdf`);
    expect(Buffer.byteLength(chinese)).toBeLessThanOrEqual(255);
    expect(chinese).toBe(`${'遗嘱'.repeat(41)}遗.pdf`);
    const emoji = safePathPart(`${'👨‍👩‍👧'.repeat(40)}.pdf`);
    expect(emoji).toBe(`${'👨‍👩‍👧'.repeat(12)}.pdf`);
    const accented = safePathPart(`${'e\u0301'.repeat(120)}.pdf`);
    expect(accented).toBe(`${'é'.repeat(96)}.pdf`);
    expect(safePathPart('Müller, Завещание, وصية, 🎵.pdf')).toBe('Müller, Завещание, وصية, 🎵.pdf');
  });

  it('numbers a name taken in its folder, whatever its case', () => {
    const unique = uniquePaths();
    expect(unique('files/Will', 'scan.pdf')).toBe('files/Will/scan.pdf');
    expect(unique('files/Will', 'Scan.PDF')).toBe('files/Will/Scan (2).PDF');
    expect(unique('files/Will', 'scan.pdf')).toBe('files/Will/scan (3).pdf');
    expect(unique('files/Deed', 'scan.pdf')).toBe('files/Deed/scan.pdf');
    expect(unique('files/Will', 'README')).toBe('files/Will/README');
  });
});
