import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PublicAddress } from '@legacy-planner/shared-ui/navigation';
import type { PublicLocation } from './navigation';
import { loadPublicPage } from './pageTable';
import { PublicPages } from './PublicPages';

/** Takes over the pre-rendered page of `location` (its component, if already at hand). */
export async function hydratePublicPage(
  bundled: ComponentType | undefined,
  location: PublicLocation & { pathname: PublicAddress },
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const page = bundled ?? (await loadPublicPage(location.pathname));
  // As pre-rendered: what an earlier page handed over (history state) is not rendered again.
  const app = (
    <StrictMode>
      <PublicPages page={page} location={location} />
    </StrictMode>
  );
  // In a transition, React hydrates in slices of a few milliseconds between which the browser
  // stays responsive, instead of one long task on a slow phone. The development server does
  // not pre-render: there the page is rendered from scratch.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
