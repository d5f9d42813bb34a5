// Size of the design system in a production build (Vite, the same plugins as the app): a page that imports
// Button only, a page that imports every export of @mijas/ui, and a bare React page as the floor.
// Prints raw and gzip sizes of the JS and CSS each page loads, and the ui CSS by itself.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository so `@mijas/ui` and React resolve from its node_modules.
const work = path.join(root, 'node_modules/.cache/ui-size');

const pages = {
  'react only (floor)': `
    import { createRoot } from 'react-dom/client';
    createRoot(document.getElementById('root')).render(<button type="button">Join Us</button>);`,
  'Button only': `
    import { createRoot } from 'react-dom/client';
    import { Button } from '@mijas/ui';
    createRoot(document.getElementById('root')).render(<Button>Join Us</Button>);`,
  'UIProvider + Button': `
    import { createRoot } from 'react-dom/client';
    import { Button, UIProvider } from '@mijas/ui';
    createRoot(document.getElementById('root')).render(<UIProvider><Button>Join Us</Button></UIProvider>);`,
  'every export': `
    import { createRoot } from 'react-dom/client';
    import * as ui from '@mijas/ui';
    createRoot(document.getElementById('root')).render(<ui.UIProvider><pre>{Object.keys(ui).join(' ')}</pre></ui.UIProvider>);`,
};

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  'page                      JS kB  gzip   CSS kB  gzip   @font-face files (fetched per script used)',
);
rmSync(work, { recursive: true, force: true });
for (const [name, source] of Object.entries(pages)) {
  const dir = path.join(work, name.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'main.jsx'), source);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir: 'dist', emptyOutDir: true },
  });
  const assets = path.join(dir, 'dist/assets');
  const sizes = { js: [0, 0], css: [0, 0], fonts: 0 };
  let css = '';
  let js = '';
  for (const file of readdirSync(assets)) {
    const content = readFileSync(path.join(assets, file));
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    sizes[kind][0] += content.length;
    sizes[kind][1] += gzipSync(content, { level: 9 }).length;
    if (kind === 'css') css += content.toString();
    else js += content.toString();
  }
  // Font files the CSS declares (a browser fetches only those whose unicode range the page uses).
  sizes.fonts = new Set(css.match(/[\w-]+\.woff2/g) ?? []).size;
  // Tree-shaking check: Radix Dialog names its parts in error messages that survive minification.
  const dialog = js.includes('DialogContent') ? '  (includes Dialog)' : '';
  console.log(
    `${name.padEnd(22)} ${kb(sizes.js[0])} ${kb(sizes.js[1])}  ${kb(sizes.css[0])} ${kb(sizes.css[1])}   ${sizes.fonts}${dialog}`,
  );
}
if (!process.env.KEEP_UI_SIZE) rmSync(work, { recursive: true, force: true });
