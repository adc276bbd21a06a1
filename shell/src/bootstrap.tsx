import { startTransition, StrictMode } from 'react';
import { firstScreenTab } from './layout/catalogTabs';
import { loadRemoteComponent } from './remotes/remoteLoader';
import { nextTask } from '@legacy-planner/planner-client/nextTask';

// The app never resumes from the browser's back-forward cache: the session may have ended
// since (signed out on another page of the site), and the page would still show its plan.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('app.html has no #root element');
// In demo mode, app.html's inline script has already shown the dashboard's first screen,
// pre-rendered at build time (shell/src/prerender). React's first commit replaces it: that
// commit waits for the dashboard's module, so it brings the same screen instead of a spinner
// in between. (If the module fails to load, its area shows the error and Retry as usual.)
const firstScreen = container.hasChildNodes() ? firstScreenTab(window.location) : null;
const firstScreenReady = firstScreen
  ? loadRemoteComponent(firstScreen.remote, firstScreen.module).catch(() => undefined)
  : Promise.resolve();

/**
 * Evaluates the shell's start-up modules a group at a time, each group in a task of its own:
 * evaluated at once they made one task of 350-400 ms on a phone-speed CPU (Lighthouse mobile,
 * 4x slower), the largest part of /app's blocking time. The imports are eager: their modules
 * came with this chunk's group, so they cost no request, only their evaluation is put off.
 */
async function startApp(root: HTMLElement) {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // Shared modules (whole, whatever is imported of them), then the shell's own, whose imports
  // of the libraries they use are named: importing a library's namespace here would keep all
  // of it in the bundle.
  for (const evaluate of [
    () => import(/* webpackMode: "eager" */ '@emotion/styled'),
    () => import(/* webpackMode: "eager" */ 'notistack'),
    // MUI's styling core (styled, its default theme), which every MUI component imports: with
    // shared-ui, whose theme is the first to import it, they made one task of ~100 ms.
    () => import(/* webpackMode: "eager" */ '@mui/material/Typography'),
    () => import(/* webpackMode: "eager" */ '@legacy-planner/shared-ui'), // and the rest of MUI
    // The routes with what they import evaluated at once made one task of ~160 ms at 4x CPU:
    // the store (and Redux Toolkit), then the plan in use (and the helpers' yup schemas), then
    // the session, each in a task before them.
    () => import(/* webpackMode: "eager" */ './store/shellStore'),
    () => import(/* webpackMode: "eager" */ './helping/useHelping'),
    () => import(/* webpackMode: "eager" */ './platform/ShellPlatform'),
    () => import(/* webpackMode: "eager" */ './routes/routes'), // and the router
  ]) {
    await nextTask();
    await evaluate();
  }
  await nextTask();
  const { App, createShellRouter } = await import(/* webpackMode: "eager" */ './App');
  const app = (
    <StrictMode>
      <App router={createShellRouter()} />
    </StrictMode>
  );
  await firstScreenReady;
  // In a transition, React renders in slices of a few milliseconds between which the browser
  // stays responsive, instead of one long task of several hundred on a slow phone.
  startTransition(() => createRoot(root).render(app));
}

void startApp(container);
