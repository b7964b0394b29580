// Helpers for the end-to-end tests. Moves are made with real pointer (or
// touch) input on the canvas at the square centres the page reports; the
// rules decide what happens.

import { expect } from '@playwright/test';

export async function openGame(page, query = '') {
  await page.goto(`./${query}`);
  await page.waitForSelector('body[data-ready=true]');
}

export function watchConsole(page) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export const state = (page) => page.evaluate(() => window.twofold.state());
export const legalParts = (page) => page.evaluate(() => window.twofold.legalParts());

async function tapSquare(page, name, touch) {
  const p = await page.evaluate((n) => window.twofold.squareCenter(n), name);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** Drags a piece from one square to another with the mouse. */
export async function dragPiece(page, from, to) {
  const a = await page.evaluate((n) => window.twofold.squareCenter(n), from);
  const b = await page.evaluate((n) => window.twofold.squareCenter(n), to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Picks an ordinary board move from the legal parts, varying by seed. */
function pickPart(parts, seed) {
  const plain = parts.filter((p) => p.from && p.to && p.from !== p.to && !p.promo && p.kind !== 'castle');
  const list = plain.length ? plain : parts.filter((p) => p.from && p.to && p.from !== p.to);
  if (!list.length) return null;
  return list[(seed * 7 + 3) % list.length];
}

/**
 * Plays one whole turn by clicking: parts chosen from the legal list, a second
 * part whenever the rules allow one (so double-move turns are exercised), then
 * End turn if the turn is still open. Returns the SANs clicked.
 */
export async function playTurnByClicks(page, seed, { touch = false, maxParts = 2 } = {}) {
  const before = (await state(page)).history.length;
  const sans = [];
  for (let k = 0; k < 3; k++) {
    const s = await state(page);
    if (s.status.over) break;
    if (s.history.length > before) break; // the turn ended by itself
    if (s.turnInProgress && s.canEndTurn && sans.length >= maxParts) break;
    const parts = await legalParts(page);
    const part = pickPart(parts, seed + k);
    if (!part) break;
    await tapSquare(page, part.from, touch);
    await tapSquare(page, part.to, touch);
    if (part.promo || (await page.locator('#dlg-promo[open]').count())) {
      await page.locator(`#promo-choices button`).first().click();
    }
    sans.push(part.san);
  }
  const s = await state(page);
  if (s.turnInProgress) {
    await expect(page.locator('#btn-end-turn')).toBeEnabled();
    await page.locator('#btn-end-turn').click();
  }
  await expect.poll(async () => (await state(page)).history.length).toBe(before + 1);
  return sans;
}

export async function screenshot(page, testInfo, name) {
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-${name}.png` });
}
