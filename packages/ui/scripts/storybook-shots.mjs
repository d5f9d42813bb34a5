// Screenshots of the built Storybook (storybook-static) in headless Chromium, in light, dark and
// right-to-left, for a human to look at: `node packages/ui/scripts/storybook-shots.mjs [outDir]`.
// Run `pnpm build-storybook` first. Stories with a play function are shown after it ran.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const staticDir = path.join(root, 'storybook-static');
const outDir = path.resolve(process.argv[2] ?? '/tmp/ui-shots');
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('No storybook-static/: run `pnpm build-storybook` first.');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const stories = [
  // Whole pages: apps/web's page stories (the app's real screens on mocked flows).
  'pages-landing--signed-out',
  'pages-auth-login--editing',
  'pages-admin-view-members--loaded',
  'data-display-datatable--right-click-opens-row-menu',
  'overlays-dialog--open',
  'feedback-toast--all-kinds',
  'forms-combobox--open',
  'forms-textfield--with-error',
  'layout-appshell--collapsed',
  'actions-button--gallery',
];
const modes = {
  light: 'theme:light;dir:ltr',
  dark: 'theme:dark;dir:ltr',
  rtl: 'theme:light;dir:rtl',
};

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
for (const id of stories) {
  if (!index.entries[id]) throw new Error(`No story ${id} in the built Storybook`);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(
    staticDir,
    decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname),
  );
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
const written = [];
try {
  for (const id of stories) {
    for (const [mode, globals] of Object.entries(modes)) {
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
      await page.waitForSelector('[data-story-root]');
      // Wait for the play function (the interactions addon marks the end) and fonts.
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      await page.waitForTimeout(900);
      const file = path.join(outDir, `${id}--${mode}.png`);
      await page.screenshot({ path: file });
      written.push(file);
    }
  }
  // Phone width: the navbar menu, the shell's menu button and the table's options column.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const id of ['pages-landing--signed-out', 'pages-admin-view-members--loaded']) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=${modes.light}`);
    await page.waitForSelector('[data-story-root]');
    await page.waitForTimeout(900);
    const file = path.join(outDir, `${id}--mobile.png`);
    await page.screenshot({ path: file });
    written.push(file);
  }
  await page.setViewportSize({ width: 1024, height: 720 });
  await page.goto(`${base}/index.html?path=/docs/actions-button--docs`);
  await page.waitForTimeout(2500);
  const docs = path.join(outDir, 'storybook-manager--button-docs.png');
  await page.screenshot({ path: docs });
  written.push(docs);
} finally {
  await browser.close();
  server.close();
}
console.log(written.join('\n'));
