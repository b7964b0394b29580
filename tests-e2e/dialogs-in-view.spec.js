// Dialogs in view on a phone, upright and sideways: each confirmation (Resign,
// Agree draw) and each of the page's dialogs opens inside the visible
// viewport, its text and its buttons whole, with nothing to scroll first.
// Marseillais is the game whose confirmation once opened entirely below the
// screen (the long panel under the board).

import { test, expect } from '@playwright/test';
import { openGame, board, ref, screenshot } from './helpers.js';

const FORMS = {
  upright: { width: 390, height: 844 },
  sideways: { width: 844, height: 390 },
};

/** The board's confirmations on the page: the button that asks, and the question (Reset is an embed's). */
const CONFIRMATIONS = [
  { button: 'resign', text: 'resigns?' },
  { button: 'draw', text: 'agree to a draw?' },
];

/** The page's dialogs: the header button that opens each, the buttons that must be in reach. */
const DIALOGS = [
  { open: '#btn-new', dialog: '#dlg-new', buttons: ['#new-start', '#new-cancel'] },
  { open: '#btn-games', dialog: '#dlg-games', buttons: ['#games-close'] },
  { open: '#btn-io', dialog: '#dlg-io', buttons: ['#io-load-record', '#io-close'] },
  { open: '#btn-share', dialog: '#dlg-share', buttons: ['#share-copy', '#share-close'] },
  { open: '#btn-help', dialog: '#dlg-help', buttons: ['#help-close'] },
  { open: '#btn-settings', dialog: '#dlg-settings', buttons: ['#settings-close'] },
];

/** The element's box lies inside the viewport, wholly. */
async function expectInside(locator, viewport, what) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, what).toBeLessThanOrEqual(viewport.height + 0.5);
  await expect(locator, what).toBeInViewport({ ratio: 1 });
}

for (const [form, viewport] of Object.entries(FORMS)) {
  for (const variant of ['marseillais', 'two-prong']) {
    for (const { button, text } of CONFIRMATIONS) {
      test(`${form}, ${variant}: the ${button} confirmation opens in view`, async ({ page }, testInfo) => {
        test.skip(testInfo.project.name !== 'phone', 'a phone matter');
        await page.setViewportSize(viewport);
        await openGame(page, `?variant=${variant}&moves=1.e4`);
        const b = board(page);
        await ref(b, button).tap();
        await expect(ref(b, 'confirm-text')).toContainText(text);
        for (const part of ['confirm-text', 'confirm-yes', 'confirm-no']) await expectInside(ref(b, part), viewport, `${form} ${variant} ${button}: ${part}`);
        if (button === 'resign') await screenshot(page, testInfo, `${form}-${variant}-confirm`);
        // It answers: No leaves the game as it was.
        await ref(b, 'confirm-no').tap();
        await expect(ref(b, 'confirm-yes')).not.toBeVisible();
      });
    }
  }

  for (const { open, dialog, buttons } of DIALOGS) {
    test(`${form}: the ${dialog.slice(5)} dialog opens in view with its buttons in reach`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a phone matter');
      await page.setViewportSize(viewport);
      await openGame(page, '?variant=marseillais&moves=1.e4');
      await page.locator(open).tap();
      await expect(page.locator(dialog)).toBeVisible();
      await expectInside(page.locator(dialog), viewport, `${form}: ${dialog}`);
      for (const name of buttons) await expectInside(page.locator(name), viewport, `${form}: ${dialog} ${name}`);
      await screenshot(page, testInfo, `${form}-${dialog.slice(1)}`);
    });
  }
}
