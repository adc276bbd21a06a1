import { queryOptions } from '@tanstack/react-query';
import type { WizardKind } from '@legacy-planner/contracts';
import {
  accessView,
  accessViewEmergencySummaryPdf,
  accessViewFile,
  accessViewWizardPdf,
} from '@legacy-planner/contracts/endpoints/access';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accessViewQueryKey = ['access', 'view'] as const;

/** What the viewer cookie's grant releases; 401 no_access without one. */
export const accessViewQuery = (api: ApiClient) =>
  queryOptions({ queryKey: accessViewQueryKey, queryFn: () => api.call(accessView) });

// Downloads are links, not calls: the browser saves the attachment the viewer cookie opens.

/** A released file. */
export const accessFileAddress = (fileId: string) =>
  endpointAddress(accessViewFile, { params: { id: fileId } });

/** A released wizard record, as the owner's PDF. */
export const accessWizardPdfAddress = (kind: WizardKind) =>
  endpointAddress(accessViewWizardPdf, { params: { kind } });

/** The emergency summary on one page. */
export const emergencySummaryPdfAddress = endpointAddress(accessViewEmergencySummaryPdf);
