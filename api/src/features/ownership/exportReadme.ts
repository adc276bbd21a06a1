import { ACCOUNT_PASSWORD_LEFT_OUT, FILES_OF_NO_DOCUMENT } from './planExport';

/** README.txt of the export: what the family finds in the archive, in plain words. */
export function exportReadme(ownerName: string, exportedAt: Date): string {
  const day = exportedAt.toISOString().slice(0, 10);
  return `Legacy Planner: recovery bundle of ${ownerName}
Exported on ${day} (UTC).

This archive holds a copy of everything kept in this Legacy Planner account, so that it can be
kept offline (a USB key in a safe, a printed copy) and read without the app.

What is inside
- plan.json: the whole plan as data: the account (name, email), documents, wishes, contacts,
  uploaded files' details, the wizard records, legacy messages, the activity history, and the
  privacy settings of every item (who may see it, and when it is released), the access cards
  and the access grants given to others.
- wizards/: each saved wizard (will, health directive, power of attorney, digital assets,
  HIPAA authorization, final wishes) as the same PDF the wizard's download gives. These are
  planning records, not legal documents.
- files/: every uploaded file, decrypted, in a folder named after the document it belongs to
  ("${FILES_OF_NO_DOCUMENT}" for the others). Where two files had the same name,
  the second is numbered, e.g. "will (2).pdf".

What is not inside
- No password of the account and no secret that opens it or the plan: no access key, no access
  card codes, no evidence given with access requests.
- The passwords of the digital accounts listed in the digital assets wizard read
  "${ACCOUNT_PASSWORD_LEFT_OUT}". Keep this archive safe all the same: it holds the plan
  in full, unencrypted.
`;
}
