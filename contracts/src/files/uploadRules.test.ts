import {
  MAX_UPLOAD_BYTES,
  acceptAttribute,
  extensionOf,
  fileKindByName,
  formatFileSize,
  tooLargeMessage,
  uploadContexts,
  uploadHint,
  uploadRules,
} from './uploadRules';

describe('upload rules', () => {
  it('accept the documents tab kinds by extension, whatever the case', () => {
    expect(fileKindByName('Will.PDF', 'documents')).toBe('pdf');
    expect(fileKindByName('scan.Jpeg', 'documents')).toBe('jpg');
    expect(fileKindByName('house.png', 'documents')).toBe('png');
    expect(fileKindByName('letter.docx', 'documents')).toBe('docx');
    expect(fileKindByName('accounts.XLSX', 'documents')).toBe('xlsx');
    for (const refused of ['setup.exe', 'notes.txt', 'clip.mp4', 'pdf', '.pdf', 'report.pdf.']) {
      expect(fileKindByName(refused, 'documents')).toBeNull();
    }
  });

  it('give each context its own set and message', () => {
    expect(fileKindByName('directive.pdf', 'pdfOnly')).toBe('pdf');
    expect(fileKindByName('directive.png', 'pdfOnly')).toBeNull();
    expect(uploadRules.pdfOnly.rejection.message).toBe('Please upload a PDF file only.');
    expect(fileKindByName('wallets.csv', 'digitalAssets')).toBe('csv');
    expect(fileKindByName('howto.txt', 'digitalAssets')).toBe('txt');
    expect(fileKindByName('video.mov', 'finalWishes')).toBe('mov');
    expect(fileKindByName('video.mov', 'documents')).toBeNull();
    expect(uploadRules.documents.rejection).toEqual({
      title: 'Some files were rejected',
      message: 'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
    });
    expect(uploadRules.finalWishes.rejection.message).toBe(
      'Only PDF, JPG, PNG, MP4, MOV, and DOCX files are allowed.',
    );
  });

  it('list the accepted extensions for a file picker', () => {
    expect(acceptAttribute('documents')).toBe('.pdf,.jpg,.jpeg,.png,.docx,.xlsx');
  });

  it('read extensions after the last dot only', () => {
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });

  it('show sizes in Bytes, KB, MB or GB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('10 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(tooLargeMessage('scan.pdf')).toBe(
      'scan.pdf is larger than the 10 MB limit for each file.',
    );
  });

  it("hint at exactly the context's kinds and the size limit", () => {
    expect(uploadHint('documents', { each: true })).toBe(
      'PDF, JPG, PNG, DOCX or XLSX, at most 10 MB each.',
    );
    expect(uploadHint('pdfOnly', { each: false })).toBe('PDF, at most 10 MB.');
    for (const context of uploadContexts) {
      const named = uploadHint(context, { each: false })
        .split(', at most ')[0]!
        .split(/, | or /);
      expect(named).toEqual(uploadRules[context].kinds.map((kind) => kind.toUpperCase()));
    }
  });
});
