import yauzl from 'yauzl';

/** Every entry of a zip, by its name as the zip reader decodes it, with its bytes. */
export function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('error', reject);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
