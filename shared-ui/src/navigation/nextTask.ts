/** Ends the current task, so that the browser may paint and handle input before the next. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
