// Every game fills its box: <twofold-board> in containers 320, 600 and 1000
// px wide, every game in every mode. The squares are as large as the width
// allows (up to a finger's 44 px: the window's height does not shrink them
// in an article, which scrolls), and every control the board shows lies
// inside the element's box. Served cross-origin, as on a wiki.

import { test, expect } from '@playwright/test';
import { embedSites } from './static-server.mjs';
import { watchConsole, board } from './helpers.js';

const GAMES = ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais'];
const MODES = ['view', 'replay', 'play', 'computer', 'analyse', 'edit'];
const WIDTHS = [320, 600, 1000];
/** A square a finger hits well (CSS px). */
const FINGER = 44;
/** What a board's row holds besides its files, in squares (see below). */
const EXTRA_COLUMNS = 2.5;

const sites = embedSites(test); // sites.assets: dist/ with CORS; sites.hosts: the host pages' origin

/** Where each visible control of board `n` lies, against the element's box (in the page). */
function measure(n) {
  const host = document.querySelectorAll('twofold-board')[n];
  const box = host.getBoundingClientRect();
  const root = host.shadowRoot;
  const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
  // What a scrolling strip (the palette, a zoomed board) shows of an element.
  const clipped = (el) => {
    let r = el.getBoundingClientRect();
    let { left, top, right, bottom } = r;
    for (let p = el.parentElement; p && p !== root.host; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) {
        const c = p.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    return { left, top, right, bottom };
  };
  const outside = [];
  const controls = root.querySelectorAll('button, input, select, textarea, a, canvas, .board-wrap, .palette, .move-list, .toolbar, .nav');
  for (const el of controls) {
    if (!visible(el)) continue;
    const r = clipped(el);
    if (r.right <= r.left || r.bottom <= r.top) continue; // scrolled out of its strip
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
      const name = el.dataset.ref || el.className || el.tagName.toLowerCase();
      outside.push(`${name} ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)}`);
    }
  }
  const s = host.debug.state();
  return { width: box.width, squareSize: s.squareSize, files: s.files, zoomed: s.zoomed, outside, controls: controls.length };
}

for (const width of WIDTHS) {
  test(`every game in every mode fills a ${width} px box: squares at least min(44, width ÷ (files + 2.5)), every control inside`, async ({ page }, testInfo) => {
    const errors = watchConsole(page);
    const cases = GAMES.flatMap((variant) => MODES.map((mode) => ({ variant, mode })));
    const body = cases
      .map(({ variant, mode }) => `<div class="box" style="width:${width}px"><twofold-board variant="${variant}" mode="${mode}"></twofold-board></div>`)
      .join('\n');
    sites.hosts.pages.set(`/sizes-${width}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>sizes</title><link rel="icon" href="data:,">
<style>body { margin: 8px; } .box { margin: 0 0 24px; }</style></head><body>${body}
<script type="module" src="${sites.assets.url}embed.js"></script></body></html>`);
    await page.goto(`${sites.hosts.url.replace('/nothing-here/', '')}/sizes-${width}.html`);
    const rows = [];
    for (let n = 0; n < cases.length; n++) {
      // A board starts once it is near the view.
      await board(page, n).scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate((n) => !!document.querySelectorAll('twofold-board')[n].debug?.ready, n)).toBe(true);
      const m = await page.evaluate(measure, n);
      rows.push({ ...cases[n], ...m });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-sizes-${width}.png`, fullPage: width === 320 });
    const table = GAMES.map((g) => `${g.padEnd(14)}${rows.filter((r) => r.variant === g).map((r) => `${r.mode} ${r.squareSize}`.padEnd(13)).join('')}`);
    console.log(`[${testInfo.project.name}] square sizes at ${width} px:\n${table.join('\n')}`);
    for (const r of rows) {
      const label = `${r.variant} ${r.mode} at ${width} px`;
      expect(r.width, label).toBe(width);
      expect(r.files, label).toBeGreaterThanOrEqual(8);
      expect(r.zoomed, label).toBe(false);
      // Not width ÷ files: besides its files a board's row holds its rank
      // numbers (14 px at least), the gap between two boards (0.9 square,
      // Dual Chess), those between Big squares (Two Boards), a frame and
      // the box's padding, up to 2.5 squares' width at these sizes.
      expect(r.squareSize, label).toBeGreaterThanOrEqual(Math.min(FINGER, Math.floor(width / (r.files + EXTRA_COLUMNS))));
      expect(r.outside, label).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
