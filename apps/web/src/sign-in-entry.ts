/**
 * The sign-in page's island (start-login.tsx), asked for from here rather than from landing-main.tsx: Vite's
 * list of the island's files, which it preloads together, lives in this module's small chunk, not in the entry
 * that every prerendered page loads (some 30 names: 0.3 kB of each page's first load, `/`'s included). Once the
 * page has loaded, its listed scripts (this one among them) are prefetched anyway; a visitor quicker than that
 * waits one round trip more.
 */
export const loadLogin = () => import('./features/auth/start-login.tsx');
