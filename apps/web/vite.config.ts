import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

// React Router's package points every bundler at its development build, warnings on (remix-run/react-router#14102):
// a build takes its production one, the same code with them off.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const serverOrigin = process.env.MIJAS_SERVER_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': serverOrigin,
      '/dev': serverOrigin,
      '/.well-known': serverOrigin,
    },
  },
  // The prerender bundles everything with the browser's entry points (some packages' Node entries read files).
  ...(isSsrBuild ? { ssr: { target: 'webworker' as const, noExternal: true } } : {}),
  build: isSsrBuild
    ? // `vite build --ssr src/prerender.tsx`: the landing's HTML, rendered by scripts/prerender.mjs.
      { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The manifest tells the prerender which stylesheets the prerendered form needs.
        manifest: true,
        // Every browser we support preloads modules itself.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: {
            // A visitor's first `/`: the prerendered landing alone.
            index: 'index.html',
            // Every other page (the server's history fallback): the app.
            app: 'app.html',
          },
          // Hex hashes in file names: every dynamic import carries the list of files it preloads, and hex compresses
          // better than base64 (the landing's first-load JS, a budget of bench/web, is 94 bytes smaller by it).
          output: { hashCharacters: 'hex' },
        },
      },
}));
