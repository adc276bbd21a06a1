import { useEffect } from 'react';

export const PRODUCT_NAME = 'Legacy Planner';

/** The document title of a page of the product: "Sign in · Legacy Planner". */
export const pageTitle = (page: string) => `${page} · ${PRODUCT_NAME}`;

/**
 * Sets the browser tab's title while the page is shown. Every route sets its own, so the next
 * page replaces it; nothing is restored on leaving.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
