// Its own entry point (planner-client/nextTask), so that the shell's first script and the
// dashboard's exposed module take this alone, not the package's lists; bundled into each build,
// as the rest of this package (shared-ui's deep imports would put a copy of shared-ui into a
// remote, which takes shared-ui from the shell alone: e2e/federation.spec.ts).

/**
 * Ends the current task, so that the browser may paint and handle input before the next. A
 * hidden page (opened in the background) runs its timers at most once a second in Chrome, so
 * there the next task comes from a message, which is not held back: its start-up would
 * otherwise take a second per step.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
