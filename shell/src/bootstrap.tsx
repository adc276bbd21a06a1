import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createShellRouter } from './App';

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
// In a transition, React renders in slices of a few milliseconds between which the browser
// stays responsive, instead of one long task of several hundred on a slow phone.
startTransition(() => createRoot(container).render(app));
