/** Texts shared by every page: brand, navigation, generic states. */
export const common = {
  brand: 'MIJAS Club',
  brandShort: 'MIJAS',
  /** The pages' `<meta name="description">` (index.html, app.html). */
  description: "MIJAS Club: the membership club of the engineers' association in Jordan.",
  nav: {
    label: 'Main',
    home: 'Home',
    partners: 'Partners',
    join: 'Join',
    login: 'Login',
    logout: 'Logout',
  },
  /** The language switch (English / العربية): the group's name; each language is named in itself. */
  language: 'Language',
  /** The dashboards' shell (PanelLayout): member, admin and root admin panels. */
  panel: {
    collapse: 'Collapse navigation',
    expand: 'Expand navigation',
    skipToContent: 'Skip to content',
    signedInAs: 'Signed in as',
    /** The browser tab's title: the page's title, then the brand. */
    documentTitle: (page: string) => `${page} · MIJAS Club`,
  },
  loadingPage: 'Loading page...',
  notFound: {
    title: 'Page not found',
    description: 'The address you opened does not exist on this site.',
    home: 'Back to Home',
  },
  routeError: {
    title: 'Something went wrong',
    description: 'This page could not be shown. Reload the page or go back to the home page.',
    reload: 'Reload',
    home: 'Back to Home',
  },
  /** The design system's own words (it has no catalogue: the app gives them). */
  ui: {
    /** A spinner or a loading table with nothing more precise to say. */
    loading: 'Loading...',
    /** A page's button in a list's pagination. */
    page: (page: number) => `Page ${page}`,
    /** Read after a table's caption when its rows have actions. */
    rowActionsHint: '(right-click a row or press Shift+F10 on it for its actions)',
    /** A choice not made yet. */
    select: 'Select...',
    /** A dialog whose code (loaded when it first opens) did not come: offline, or a new version of the app. */
    overlays: {
      loadFailed: 'This could not be loaded. Check your connection and try again.',
      retry: 'Try again',
    },
    toasts: {
      /** The toasts' region; `{hotkey}` is the key that focuses it (F8). */
      region: 'Notifications ({hotkey})',
      toast: 'Notification',
      dismiss: 'Dismiss',
    },
  },
  yes: 'Yes',
  no: 'No',
  notAvailable: 'N/A',
  gender: { M: 'Male', F: 'Female' },
} as const;
