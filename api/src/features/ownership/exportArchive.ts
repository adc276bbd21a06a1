import type { Readable } from 'node:stream';
import type { Archiver, EntryData } from 'archiver';
import { wizardDocuments } from '@legacy-planner/contracts';
import type { StoragePort, UserRecord } from '../../storage/port';
import type { BlobStore } from '../../storage/blobs/blobStore';
import type { JsonSealer } from '../../storage/sealedJson';
import { printableWizard } from '../wizards/pdf/printableWizards';
import { renderWithSigningPage } from '../wizards/pdf/signingPage';
import { exportedPlan } from './planExport';
import { exportReadme } from './exportReadme';
import { safePathPart } from './archiveNames';

// The export as a zip that streams to the browser while it is made: entries are added one at
// a time, each only once the one before has been compressed and passed on, so at most one
// file (≤ 10 MB, decrypted whole: GCM checks it only at its end) is held in memory at once.

export interface ExportSources {
  store: StoragePort;
  blobs: BlobStore;
  sealer: JsonSealer;
}

/** Resolves once the archive has taken the entry in; rejects when it ended (or failed) first. */
function add(archive: Archiver, source: Buffer | string, entry: EntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      archive.off('entry', onEntry).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => done();
    const onClose = () => done(new Error('The export was ended before it was complete'));
    archive.on('entry', onEntry).on('error', done).on('close', onClose);
    archive.append(source, entry);
  });
}

async function fill(archive: Archiver, sources: ExportSources, user: UserRecord, at: Date) {
  const { store, blobs, sealer } = sources;
  const { plan, files, wizards } = await exportedPlan(store, sealer, user, at);
  const date = at;
  await add(archive, exportReadme(user.name, at), { name: 'README.txt', date });
  await add(archive, `${JSON.stringify(plan, null, 2)}\n`, { name: 'plan.json', date });

  const generatedOn = at.toISOString().slice(0, 10);
  for (const record of wizards) {
    const pdf = await renderWithSigningPage(
      printableWizard(record),
      generatedOn,
      record.kind,
      user.signingPlace,
    );
    const name = `wizards/${safePathPart(wizardDocuments[record.kind].title)}.pdf`;
    await add(archive, pdf, { name, date });
  }

  for (const { file, path } of files) {
    const stored = await store.files.get(user.id, file.id);
    const bytes = stored ? await blobs.get(stored.blobId) : null;
    // A file deleted while the export ran is left out; plan.json still names it.
    if (bytes) await add(archive, bytes, { name: path, date: new Date(file.uploadDate) });
  }
  await archive.finalize();
}

/**
 * The owner's export as a zip stream. A failure while it is made ends the stream with the
 * error: the download is cut short rather than completed with parts missing. archiver is loaded
 * by the first export, not at start: it took about 100 ms of every start (issue 30).
 */
export async function exportArchive(
  sources: ExportSources,
  user: UserRecord,
  at: Date,
): Promise<Readable> {
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  fill(archive, sources, user, at).catch((error: unknown) => {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
