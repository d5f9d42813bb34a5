// PLACEHOLDER: replaced at merge (the Arabic is written by another engineer).
import type { Translation } from '@mijas/api';
import type { common as english } from '../en/common.ts';

export const common = {
  brand: 'ع MIJAS Club',
  brandShort: 'ع MIJAS',
  description: "ع MIJAS Club: the membership club of the engineers' association in Jordan.",
  nav: {
    label: 'ع Main',
    home: 'ع Home',
    partners: 'ع Partners',
    join: 'ع Join',
    login: 'ع Login',
    logout: 'ع Logout',
  },
  language: 'اللغة',
  panel: {
    collapse: 'ع Collapse navigation',
    expand: 'ع Expand navigation',
    skipToContent: 'ع Skip to content',
    signedInAs: 'ع Signed in as',
    documentTitle: (page: string) => `ع ${page} · ع MIJAS Club`,
  },
  loadingPage: 'ع Loading page...',
  notFound: {
    title: 'ع Page not found',
    description: 'ع The address you opened does not exist on this site.',
    home: 'ع Back to Home',
  },
  routeError: {
    title: 'ع Something went wrong',
    description: 'ع This page could not be shown. Reload the page or go back to the home page.',
    reload: 'ع Reload',
    home: 'ع Back to Home',
  },
  yes: 'ع Yes',
  no: 'ع No',
  notAvailable: 'ع N/A',
  gender: {
    M: 'ع Male',
    F: 'ع Female',
  },
} satisfies Translation<typeof english>;
