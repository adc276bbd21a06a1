// Renders a public page (public-pages/src) to HTML at build time: public-pages/webpack.config.mjs
// puts it into that page's .html file, so `/`, `/login` and `/signup` are readable before any
// script runs; the browser then hydrates the same tree (startPublicPages.tsx).
// Runs in Node, never in the browser.
import { StrictMode } from 'react';
import { isPublicAddress } from '@legacy-planner/shared-ui/navigation';
import { loadPublicPage } from '../pageTable';
import { PublicPages } from '../PublicPages';
import { renderWithStyles, type RenderedMarkup } from '@legacy-planner/shared-ui/prerender';

export type RenderedPage = RenderedMarkup;

export async function renderPage(address: string): Promise<RenderedPage> {
  if (!isPublicAddress(address)) throw new Error(`${address} is not a public page`);
  const page = await loadPublicPage(address);
  return renderWithStyles(
    <StrictMode>
      {/* A first visit, as the browser hydrates it: signed out, nothing handed over. */}
      <PublicPages page={page} location={{ pathname: address, search: '', state: null }} />
    </StrictMode>,
  );
}
