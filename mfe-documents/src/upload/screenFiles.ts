import { MAX_UPLOAD_BYTES, fileKindByName } from '@legacy-planner/contracts';

export interface ScreenedFiles {
  accepted: File[];
  /** Refused by extension (spec section 5): one toast names the allowed types. */
  wrongType: File[];
  /** Over 10 MB: refused here, before a byte is sent. */
  tooLarge: File[];
}

/** Sorts picked or dropped files by what the documents tab accepts. */
export function screenFiles(files: readonly File[]): ScreenedFiles {
  const screened: ScreenedFiles = { accepted: [], wrongType: [], tooLarge: [] };
  for (const file of files) {
    if (!fileKindByName(file.name, 'documents')) screened.wrongType.push(file);
    else if (file.size > MAX_UPLOAD_BYTES) screened.tooLarge.push(file);
    else screened.accepted.push(file);
  }
  return screened;
}
