// Which stylesheets a prerendered page inlines for its first paint (scripts/prerender.mjs).
import postcss from 'postcss';

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * What a stylesheet styles: the classes its rules name, and whether any rule applies without a class (`:root`,
 * `body`, an element, an attribute: the theme's global rules), read with PostCSS. A keyframe is no selector.
 */
export function selectorsOf(css) {
  const found = { classes: new Set(), global: false };
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const selector of rule.selectors) {
      const classes = [...selector.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]);
      if (classes.length === 0) found.global = true;
      for (const name of classes) found.classes.add(name);
    }
  });
  return found;
}

/** The classes on the elements of `html`. */
export const classesIn = (html) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));

/**
 * `(body, sheets, always) => sheets`: the stylesheets a page's first paint needs, in their order in `sheets`
 * (file names, read with `read`). Those in `always` stay (the ones its HTML links, which no code loads again);
 * the others (of the code that takes the page over) stay where they style something in `body` or style without a
 * class. Which chunk a shared component's stylesheet is attributed to varies from one build to the next
 * (Rolldown): a stylesheet the page does not use is left to the code that needs it, which loads it with itself
 * (Vite's preload), so the same sources give the same page.
 */
export function firstPaintSheets(read) {
  const known = new Map();
  const of = (file) => {
    if (!known.has(file)) known.set(file, selectorsOf(read(file)));
    return known.get(file);
  };
  return (body, sheets, always) => {
    const used = classesIn(body);
    const kept = new Set(always);
    return [...new Set(sheets)].filter((file) => {
      if (kept.has(file)) return true;
      const { classes, global } = of(file);
      return global || [...classes].some((name) => used.has(name));
    });
  };
}
