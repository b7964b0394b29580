// Draws the app's icons from the project's own piece art: a white king on a
// light square beside a black king on a dark square ("twofold"). Writes
// public/icons/icon.svg (the favicon) and, rendered by Chromium, the PNGs the
// web app manifest names (192, 512 and a maskable 512 with the safe margin).
// Run by hand when the art changes; the results are committed.
//
//   node scripts/make-icons.mjs

import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { pieceSvg } from '../www/art/pieces.js';

const LIGHT = '#eedcb8';
const DARK = '#b88762';

/** The icon as SVG; `inset` is the share of the side kept clear around the art. */
function iconSvg(inset) {
  // Each king in a box centred on its half, as large as the inset allows.
  const box = 62 * (1 - 2 * inset) / 0.88;
  const king = (color, cx) =>
    pieceSvg('K', color).replace('width="100%" height="100%"', `x="${cx - box / 2}" y="${50 - box / 2}" width="${box}" height="${box}"`);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    `<rect width="50" height="100" fill="${LIGHT}"/><rect x="50" width="50" height="100" fill="${DARK}"/>` +
    king('white', 27) +
    king('black', 73) +
    '</svg>'
  );
}

writeFileSync('public/icons/icon.svg', iconSvg(0.06));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
for (const [file, size, inset] of [
  ['icon-192.png', 192, 0.06],
  ['icon-512.png', 512, 0.06],
  ['maskable-512.png', 512, 0.18],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${iconSvg(inset).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: `public/icons/${file}`, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
console.log('public/icons: icon.svg, icon-192.png, icon-512.png, maskable-512.png');
