// A still panel: while the computer replies (it thinks, then shows its turn
// part by part), no control of the board moves: every button, the move box
// and the move list keep their boxes, measured before the reply, at every
// change of the panel and every frame during it, and after it. Then a hint:
// its words appear without moving anything and cover no control. Desktop
// and phone; the computer as Black (Two-Prong) and as White (Chess2, where
// its turns start the move list's rows).

import { test, expect } from '@playwright/test';
import { openGame, watchConsole, newGame, board, ref, playTurnByClicks, screenshot } from './helpers.js';

/**
 * Before the page loads: from each `turn` event of the player's side (the
 * computer's reply begins) to the computer's own, the boxes of the board's
 * controls at every change and every frame, kept as the largest shift of
 * each from its box at the start; and a few frames after the reply.
 */
async function watchControls(page, computer) {
  await page.addInitScript((computer) => {
    const w = window;
    w.__replies = []; // per reply: { samples, moved: { control: px } }
    const root = () => document.querySelector('twofold-board')?.shadowRoot;
    /** The controls a player reaches: every button shown in the panel and under the board (the move list's own turns aside), the move box and the move list. */
    function boxes() {
      const out = {};
      const r = root();
      const controls = [...r.querySelectorAll('.side button, .under-board button, .side input, .move-list')].filter((el) => !el.closest('.move-list .turn, .move-list li') && el.checkVisibility());
      for (const el of controls) {
        const name = el.dataset.ref || `${el.tagName.toLowerCase()}:${el.textContent.trim()}`;
        const b = el.getBoundingClientRect();
        out[name] = { x: b.x + scrollX, y: b.y + scrollY, w: b.width, h: b.height };
      }
      return out;
    }
    let reply = null;
    function sample() {
      if (!reply) return;
      const now = boxes();
      reply.samples++;
      for (const [name, b] of Object.entries(reply.before)) {
        const n = now[name];
        // A control that went out of sight moved too (an Infinity that JSON turns into null).
        const d = n ? Math.max(Math.abs(n.x - b.x), Math.abs(n.y - b.y), Math.abs(n.w - b.w), Math.abs(n.h - b.h)) : Infinity;
        reply.moved[name] = Math.max(reply.moved[name] ?? 0, d);
      }
    }
    (function frame() {
      sample();
      requestAnimationFrame(frame);
    })();
    let observed = null;
    document.addEventListener('turn', (e) => {
      const r = root();
      if (r && observed !== r) {
        observed = r;
        new MutationObserver(sample).observe(r, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      if (e.detail.color !== computer) {
        reply = { before: boxes(), samples: 0, moved: {}, done: false, over: false };
        w.__replies.push(reply);
      } else if (reply) {
        // After: the frames that follow the computer's turn.
        const r2 = reply;
        let frames = 0;
        (function after() {
          if (++frames < 4) requestAnimationFrame(after);
          else {
            r2.done = true;
            // (A reply that ends the game shows the ending's banner instead of the turn's controls.)
            r2.over = !root().querySelector('[data-ref="banner"]').hidden;
            if (reply === r2) reply = null;
          }
        })();
      }
    });
  }, computer);
}

const replies = (page) => page.evaluate(() => window.__replies.map((r) => ({ samples: r.samples, moved: r.moved, done: r.done, over: r.over, controls: Object.keys(r.before).length })));

for (const { variant, computer } of [
  { variant: 'two-prong', computer: 'black' },
  { variant: 'chess2', computer: 'white' },
]) {
  test(`${variant}, the computer as ${computer}: no control moves while it replies, and the hint covers none`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const touch = testInfo.project.name === 'phone';
    const errors = watchConsole(page);
    await watchControls(page, computer);
    await openGame(page);
    const b = board(page);
    const player = computer === 'white' ? 'Black' : 'White';
    // Level 3: it thinks a while (so "thinking" is on screen for many frames).
    const start = async () => {
      await newGame(page, variant, { opponent: computer, level: '3' });
      await expect(ref(b, 'status')).toContainText(`${player} to move`, { timeout: 30_000 });
    };
    await start();
    const done = async () => (await page.evaluate(() => window.__replies.filter((r) => r.done).length));
    // Three replies that go on with the game (the player's moves are random: a reply that mates is left out, and a new game started).
    for (let k = 0; (await replies(page)).filter((r) => !r.over).length < 3; k++) {
      expect(k).toBeLessThan(10);
      await playTurnByClicks(page, k + 1, { touch });
      if (k === 0) await screenshot(page, testInfo, `still-panel-${variant}-reply`);
      await expect.poll(done, { timeout: 30_000 }).toBe(k + 1);
      if ((await replies(page)).at(-1).over) await start();
    }
    const seen = (await replies(page)).filter((r) => !r.over);
    for (const r of seen) {
      expect(r.controls).toBeGreaterThan(8);
      // Enough painted frames to see a control move (a loaded machine paints fewer during a quick reply).
      expect(r.samples).toBeGreaterThanOrEqual(5);
      const moved = Object.entries(r.moved).filter(([, d]) => d === null || d > 0.5);
      expect(moved, `controls that moved during the computer's reply (px): ${JSON.stringify(r.moved)}`).toEqual([]);
    }

    // A hint: its words take no room of their own and cover no control.
    const controls = () =>
      b.evaluate((el) =>
        [...el.shadowRoot.querySelectorAll('.side button, .under-board button, .side input, .move-list')]
          .filter((c) => c.checkVisibility() && !c.closest('.move-list li'))
          .map((c) => {
            const r = c.getBoundingClientRect();
            return { name: c.dataset.ref || c.textContent.trim(), x: r.x, y: r.y, w: r.width, h: r.height };
          }),
      );
    const before = await controls();
    await ref(b, 'hint').click();
    await expect(ref(b, 'thinking')).toContainText('Hint:', { timeout: 15_000 });
    await screenshot(page, testInfo, `still-panel-${variant}-hint`);
    expect(await controls()).toEqual(before);
    const words = await ref(b, 'thinking').boundingBox();
    const covered = before.filter((c) => c.x < words.x + words.width && words.x < c.x + c.w && c.y < words.y + words.height && words.y < c.y + c.h);
    expect(covered).toEqual([]);
    await expect(ref(b, 'toast')).toBeHidden();
    expect(errors).toEqual([]);
  });
}
