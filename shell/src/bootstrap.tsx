import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createShellRouter } from './App';
import { firstScreenTab } from './layout/catalogTabs';
import { loadRemoteComponent } from './remotes/remoteLoader';

// The app never resumes from the browser's back-forward cache: the session may have ended
// since (signed out on another page of the site), and the page would still show its plan.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('app.html has no #root element');
const app = (
  <StrictMode>
    <App router={createShellRouter()} />
  </StrictMode>
);
// In demo mode, app.html's inline script has already shown the dashboard's first screen,
// pre-rendered at build time (shell/src/prerender). React's first commit replaces it: that
// commit waits for the dashboard's module, so it brings the same screen instead of a spinner
// in between. (If the module fails to load, its area shows the error and Retry as usual.)
const firstScreen = container.hasChildNodes() ? firstScreenTab(window.location) : null;
const firstScreenReady = firstScreen
  ? loadRemoteComponent(firstScreen.remote, firstScreen.module).catch(() => undefined)
  : Promise.resolve();
// In a transition, React renders in slices of a few milliseconds between which the browser
// stays responsive, instead of one long task of several hundred on a slow phone.
void firstScreenReady.then(() => startTransition(() => createRoot(container).render(app)));
