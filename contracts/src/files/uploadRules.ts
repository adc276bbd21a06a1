// What may be uploaded where (spec section 5): one table read by the browser (file pickers,
// rejection messages, the size check before upload) and by the API (extension and content
// checks, the size limit while the body streams in).

/** Per file, everywhere: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Every kind of file the product accepts somewhere, with the type it is stored and sent as. */
export const fileKinds = {
  pdf: { extensions: ['pdf'], mediaType: 'application/pdf' },
  jpg: { extensions: ['jpg', 'jpeg'], mediaType: 'image/jpeg' },
  png: { extensions: ['png'], mediaType: 'image/png' },
  docx: {
    extensions: ['docx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    extensions: ['xlsx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  csv: { extensions: ['csv'], mediaType: 'text/csv' },
  txt: { extensions: ['txt'], mediaType: 'text/plain' },
  mp4: { extensions: ['mp4'], mediaType: 'video/mp4' },
  mov: { extensions: ['mov'], mediaType: 'video/quicktime' },
} as const;

export type FileKind = keyof typeof fileKinds;

export interface UploadRule {
  kinds: readonly FileKind[];
  /** What the browser shows when a file is refused, and what the API answers with 415. */
  rejection: { title: string; message: string };
}

const someFilesRejected = 'Some files were rejected';

/** The upload contexts of the spec, each with the kinds it accepts and its refusal. */
export const uploadRules = {
  documents: {
    kinds: ['pdf', 'jpg', 'png', 'docx', 'xlsx'],
    rejection: {
      title: someFilesRejected,
      message: 'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
    },
  },
  // The health directive, power of attorney and HIPAA wizards.
  pdfOnly: {
    kinds: ['pdf'],
    rejection: { title: 'Invalid file', message: 'Please upload a PDF file only.' },
  },
  digitalAssets: {
    kinds: ['pdf', 'xlsx', 'csv', 'txt'],
    rejection: {
      title: someFilesRejected,
      message: 'Only PDF, XLSX, CSV, and TXT files are allowed.',
    },
  },
  finalWishes: {
    kinds: ['pdf', 'jpg', 'png', 'mp4', 'mov', 'docx'],
    rejection: {
      title: someFilesRejected,
      message: 'Only PDF, JPG, PNG, MP4, MOV, and DOCX files are allowed.',
    },
  },
} as const satisfies Record<string, UploadRule>;

export type UploadContext = keyof typeof uploadRules;
export const uploadContexts = Object.keys(uploadRules) as UploadContext[];

/** The extension of a file name, lower-cased, without its dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind a file's name claims within a context (case-insensitive), or null when refused. */
export function fileKindByName(fileName: string, context: UploadContext): FileKind | null {
  const extension = extensionOf(fileName);
  const kinds: readonly FileKind[] = uploadRules[context].kinds;
  return (
    kinds.find((kind) => (fileKinds[kind].extensions as readonly string[]).includes(extension)) ??
    null
  );
}

/** For `<input type="file" accept>`: ".pdf,.jpg,.jpeg,…". */
export function acceptAttribute(context: UploadContext): string {
  return uploadRules[context].kinds
    .flatMap((kind) => fileKinds[kind].extensions.map((extension) => `.${extension}`))
    .join(',');
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A size as the spec shows it: Bytes, KB, MB or GB, with at most two decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = Math.round((bytes / 1024 ** unit) * 100) / 100;
  return `${value} ${SIZE_UNITS[unit]}`;
}

/** The refusal of a file over MAX_UPLOAD_BYTES, before and during upload. */
export const tooLargeMessage = (fileName: string) =>
  `${fileName} is larger than the ${formatFileSize(MAX_UPLOAD_BYTES)} limit for each file.`;

/**
 * The hint under a file picker, from the context's rule: "PDF, XLSX, CSV or TXT, at most 10 MB
 * each." (`each` where several files may be picked at once).
 */
export function uploadHint(context: UploadContext, { each }: { each: boolean }): string {
  const kinds = uploadRules[context].kinds.map((kind) => kind.toUpperCase());
  const listed =
    kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
  return `${listed}, at most ${formatFileSize(MAX_UPLOAD_BYTES)}${each ? ' each' : ''}.`;
}
