import { contentIs } from './fileContent';

/** A ZIP archive's local file headers (stored entries), as Office files begin. */
function zipWith(names: string[]): Buffer {
  return Buffer.concat(
    names.map((name) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), Buffer.from('<xml/>')]);
    }),
  );
}

const samples = {
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  docx: zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  xlsx: zipWith(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']),
  csv: Buffer.from('\ufeffname,amount\nBank – Crédit,12\n'),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom')]),
  mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]),
};
const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0')]);

describe('file content checks', () => {
  it('recognise each kind by its content', () => {
    for (const [kind, head] of Object.entries(samples)) {
      expect([kind, contentIs(kind as keyof typeof samples, head)]).toEqual([kind, true]);
    }
    expect(contentIs('txt', Buffer.from('Plain instructions for my executor.'))).toBe(true);
  });

  it('refuse a renamed executable whatever the extension claims', () => {
    for (const kind of ['pdf', 'jpg', 'png', 'docx', 'xlsx', 'csv', 'txt', 'mp4', 'mov'] as const) {
      expect([kind, contentIs(kind, executable)]).toEqual([kind, false]);
    }
  });

  it('tell a Word document from a spreadsheet, and an archive from both', () => {
    expect(contentIs('xlsx', samples.docx)).toBe(false);
    expect(contentIs('docx', samples.xlsx)).toBe(false);
    const archive = zipWith(['setup.exe', 'readme.txt']);
    expect(contentIs('docx', archive)).toBe(false);
    expect(contentIs('xlsx', archive)).toBe(false);
  });

  it('refuse text that is not UTF-8, an MP4 named .mov, and an empty file', () => {
    expect(contentIs('csv', Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toBe(false);
    expect(contentIs('mov', samples.mp4)).toBe(false);
    expect(contentIs('mp4', samples.mov)).toBe(false);
    expect(contentIs('pdf', Buffer.alloc(0))).toBe(false);
  });

  it('accept text whose last character is cut at the end of the head', () => {
    const head = Buffer.from('Crédit é');
    expect(contentIs('txt', head.subarray(0, head.length - 1))).toBe(true);
  });
});
