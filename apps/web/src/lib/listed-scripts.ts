/** Keep in step with scripts/prerender.mjs: the inert template that lists a prerendered page's code. */
const LISTED_SCRIPTS = 'island-prefetch';
/** Keep in step with scripts/prerender.mjs: the inert template of the stylesheets a prerendered page carries. */
const CARRIED_SHEETS = 'carried-sheets';

/**
 * The stylesheets a prerendered page carries in its HTML (inlined, or a panel's later ones combined in one file),
 * listed by the build in an inert template (scripts/prerender.mjs) as disabled `<link>`s, put in the page's head
 * before any of its code loads: Vite's loader, which looks among the page's links once, when the code first asks
 * for a module, then finds each of them there and does not add its rules a second time (after rules that were
 * meant to override them). A disabled link added by a script is never fetched; one in the HTML was, by Chromium's
 * preload scanner (150 fetched the page's carried stylesheets again before its load event).
 */
export function markCarriedSheets(): void {
  const template = document.getElementById(CARRIED_SHEETS);
  if (template instanceof HTMLTemplateElement) document.head.append(...template.content.children);
}

/**
 * How many of the listed links one task adds. Each costs the main thread about a millisecond (a fetch set up),
 * four at Lighthouse's mobile CPU: a panel's 56 at once were a task of 300 ms that blocked a press (TBT).
 */
export const LINKS_PER_TASK = 2;

/** The browser's scheduler, where it has one (Chromium): unlike a timer nested five deep, never held back 4 ms. */
const scheduler = (globalThis as { scheduler?: { postTask(task: () => void): unknown } }).scheduler;

/**
 * The page's scripts (and a panel's page's stylesheets that its first paint does not need) the build listed in
 * an inert template (scripts/prerender.mjs), asked for now: a few in this task, the rest in the tasks after it
 * (taken out of the template: it is used once). Resolves once every one is in the page. One the page's code has
 * preloaded itself meanwhile costs a look-up: the module is fetched once.
 *
 * A panel's code waits for that before it loads its modules (landing-main.tsx): Vite's loader adds a link for
 * each of a module's files it does not find in the page, all in the task that asks for the module (a panel's
 * route: some thirty scripts and a dozen stylesheets, a task of 100–200 ms at a phone's pace, and the module
 * then waits for those stylesheets), where the list, added a few at a time, already holds them all. The
 * stylesheets are not waited for: they style nothing of the first paint, and come long before the data.
 */
export async function addListedScripts(): Promise<void> {
  const template = document.getElementById(LISTED_SCRIPTS);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  while (links.length > 0) {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    await new Promise<void>((resolve) =>
      scheduler ? scheduler.postTask(resolve) : setTimeout(resolve),
    );
  }
}
