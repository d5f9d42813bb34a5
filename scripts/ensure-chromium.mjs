// Makes sure Debian's Chromium is installed before browser tests run.
// As root it installs the `chromium` package with apt-get; otherwise it names the package and fails.
import { execSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium.mjs';

if (hasChromium()) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${chromiumPath}. Install Debian's package as root: apt-get install -y chromium`,
  );
  process.exit(1);
}

console.log('Installing Debian chromium (needed for browser tests)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!hasChromium()) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
