import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createShellRouter } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// `/` and `/login` arrive pre-rendered (shell/src/prerender): React takes that markup over
// instead of painting the page a second time. Every other address starts from an empty root.
const prerendered = container.hasChildNodes();
const router = await createShellRouter({ resolveLazyRoutes: prerendered });
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// In a transition, React renders (and hydrates) in slices of a few milliseconds between which
// the browser stays responsive, instead of one long task of several hundred on a slow phone.
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
