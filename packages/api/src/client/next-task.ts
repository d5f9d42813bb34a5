/**
 * Resolves in a task after this one: work that follows it is a task of its own, which the browser can put a
 * press or a paint before. A task of 50 ms or more at a phone's pace (Lighthouse: four times this machine's
 * time) blocks input, and counts towards the Total Blocking Time.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
