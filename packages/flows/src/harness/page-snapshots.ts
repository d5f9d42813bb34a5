/**
 * Visual baselines of the page stories: a story opts in with `parameters: { chromatic: pageSnapshot }` (or
 * `desktopSnapshot`), the switch Chromatic reads; the local baselines (`apps/web/src/visual/`,
 * `pnpm test:visual:update`) take the same stories at the same widths, the first screen of each.
 *
 * About 40 of the ~230 page stories opt in (each page's main state and its error and dialog states): each is two
 * screenshots of a whole page run through its events, about a second and a half each on a 2-core machine. A
 * page's other states differ from these by a message or a field, which the stories' own assertions check.
 */

/** The widths of the page snapshots (Chromatic's modes; the local baselines' `page.viewport`). */
export const PAGE_MODES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 } },
} as const;

/** A page story's baseline at the desktop and the phone width, the first screen of each. */
export const pageSnapshot = { disableSnapshot: false, cropToViewport: true, modes: PAGE_MODES };

/**
 * At the desktop width only: a story whose play function asserts the panel's side navigation (or the landing's
 * header links), which a phone shows behind the menu button.
 */
export const desktopSnapshot = {
  disableSnapshot: false,
  cropToViewport: true,
  modes: { desktop: PAGE_MODES.desktop },
};
