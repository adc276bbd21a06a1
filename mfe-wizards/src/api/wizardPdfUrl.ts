import type { WizardKind } from '@legacy-planner/contracts';

/**
 * GET /api/wizards/{kind}/pdf answers the PDF as an attachment, so a plain link with
 * `download` saves it with the session cookie: no script has to hold the bytes.
 */
export const wizardPdfUrl = (kind: WizardKind) => `/api/wizards/${kind}/pdf`;
