/**
 * The element that last had the focus outside any menu or dialog. A dialog opened from a menu item (the row
 * menus) finds the item gone when it closes: the focus goes back to what opened the menu, the row or the
 * options button, instead of falling to the page's start. Watched from the start (this module is in the page
 * with `Dialog`), before any dialog's code has loaded.
 */
let last: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="menu"], [role="dialog"]')) {
        last = target;
      }
    },
    true,
  );
}

export const lastFocusOutsideMenus = () => last;
