import { queryOptions } from '@tanstack/react-query';
import type { ViewerPlan, WizardKind } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accessViewQueryKey = ['access', 'view'] as const;

/** GET /api/access/view: what the viewer cookie's grant releases; 401 no_access without one. */
export const accessViewQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: accessViewQueryKey,
    queryFn: () => api.request<ViewerPlan>('GET', '/api/access/view'),
  });

// Downloads are links, not calls: the browser saves the attachment the viewer cookie opens.

/** GET /api/access/view/files/{id}: a released file. */
export const accessFileAddress = (fileId: string) =>
  `/api/access/view/files/${encodeURIComponent(fileId)}`;

/** GET /api/access/view/wizards/{kind}/pdf: a released wizard record, as the owner's PDF. */
export const accessWizardPdfAddress = (kind: WizardKind) =>
  `/api/access/view/wizards/${encodeURIComponent(kind)}/pdf`;

/** GET /api/access/view/emergency-summary/pdf: the emergency summary on one page. */
export const emergencySummaryPdfAddress = '/api/access/view/emergency-summary/pdf';
