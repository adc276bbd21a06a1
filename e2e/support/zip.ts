import yauzl from 'yauzl';

/** The names of a zip's entries and the text of those asked for, read back from the file. */
export function readZip(
  file: string,
  textOf: readonly string[],
): Promise<{
  names: string[];
  texts: Map<string, string>;
}> {
  return new Promise((resolve, reject) => {
    const names: string[] = [];
    const texts = new Map<string, string>();
    yauzl.open(file, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('error', reject);
      archive.on('end', () => resolve({ names, texts }));
      archive.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (!textOf.includes(entry.fileName)) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            texts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
