/** Keep in step with scripts/prerender.mjs: the inert template that lists a prerendered page's code. */
const LISTED_SCRIPTS = 'island-prefetch';

/**
 * How many of the listed links one task adds. Each costs the main thread about a millisecond (a fetch set up),
 * four at Lighthouse's mobile CPU: a panel's 56 at once were a task of 300 ms that blocked a press (TBT).
 */
export const LINKS_PER_TASK = 4;

/**
 * The page's scripts the build listed in an inert template (scripts/prerender.mjs), asked for now: a few in this
 * task, the rest in the tasks after it (taken out of the template: it is used once). One the page's code has
 * preloaded itself meanwhile costs a look-up: the module is fetched once.
 */
export function addListedScripts(): void {
  const template = document.getElementById(LISTED_SCRIPTS);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  const addSome = () => {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    if (links.length > 0) setTimeout(addSome);
  };
  addSome();
}
