// End-to-end tests of the built site (dist/, served by `vite preview`) in
// Debian's Chromium, at desktop and phone sizes.
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT || 4317);
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}/`;
// The real host (tests-e2e/wiki.spec.js): Debian's MediaWiki on one port and
// dist/ with the README's headers on another (the asset origin).
export const WIKI_PORT = Number(process.env.E2E_WIKI_PORT || port + 74);
export const ASSET_PORT = WIKI_PORT + 1;
process.env.E2E_WIKI_PORT = String(WIKI_PORT);

export default defineConfig({
  testDir: 'tests-e2e',
  outputDir: 'test-results/output',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list as it runs; the JSON for scripts/slowest-tests.mjs (npm test's closing table).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      // The phone runs what a phone changes (touch, zoom, layout, the
      // phone's own tests); a flow that is the same on every screen runs once,
      // on the desktop: these specs, and the tests that call desktopFlow()
      // (helpers.js). Faults, offline, records, the computer's timings, the
      // hosts' pages, the download's weight, the embeds' own widths and the
      // package's bundler builds are checked on the desktop.
      testIgnore: [
        '**/faults.spec.js',
        '**/offline.spec.js',
        '**/controls.spec.js',
        '**/computer.spec.js',
        '**/host.spec.js',
        '**/marseillais.spec.js',
        '**/weight.spec.js',
        '**/embed-sizes.spec.js',
        '**/package-bundlers.spec.js',
      ],
    },
  ],
  webServer: [
    ...(process.env.E2E_BASE_URL
      ? []
      : [
          {
            command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]),
    { command: `node tests-e2e/asset-host.mjs ${ASSET_PORT}`, url: `http://127.0.0.1:${ASSET_PORT}/twofold/embed.js`, reuseExistingServer: !process.env.CI, timeout: 30_000 },
    {
      command: `bash scripts/wiki.sh ${WIKI_PORT} http://127.0.0.1:${ASSET_PORT}`,
      url: `http://127.0.0.1:${WIKI_PORT}/index.php/Main_Page`,
      reuseExistingServer: !process.env.CI,
      // (it builds the twofold command for the Twofold extension when missing)
      timeout: 240_000,
    },
  ],
});
