// Finds the Chromium the e2e suite drives (Debian's /usr/bin/chromium, or CHROMIUM_PATH); says loudly how to
// install it when it is missing, instead of letting Playwright try to download a browser.
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

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
        "    Install Debian's build:   sudo apt-get install -y chromium",
        '    or point CHROMIUM_PATH at an existing Chromium binary.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`e2e: using Chromium at ${found}`);
}
