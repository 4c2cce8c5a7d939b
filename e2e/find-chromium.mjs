// Finds the Chromium the e2e suite drives (CHROMIUM_PATH, else Debian's headless shell, else its full browser); says
// loudly how to install it when it is missing, instead of letting Playwright try to download a browser.
import fs from 'node:fs';

// The headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless) first: the full
// browser keeps a browser UI's processes and work alive with no window, and the same 29 journeys took 1.4 min and
// 174 s of CPU with it against 1.0 min and 123 s with the shell (docs/development.md#end-to-end-journeys).
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);

export function findChromium() {
  return candidates.find((p) => fs.existsSync(p));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (!found) {
    console.error(
      [
        '',
        '  ✖ No Chromium found for the end-to-end tests.',
        "    Install Debian's build:   sudo apt-get install -y chromium-headless-shell (or chromium)",
        '    or point CHROMIUM_PATH at an existing Chromium binary.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`e2e: using Chromium at ${found}`);
}
