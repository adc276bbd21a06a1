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
