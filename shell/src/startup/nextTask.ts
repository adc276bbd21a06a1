/** Resolves in a task of its own, so that the browser may handle input and paint before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
