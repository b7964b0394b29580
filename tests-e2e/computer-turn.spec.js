// The computer's turn is its own. While it thinks and shows its turn part by
// part, the player presses every control at every moment (each task of the
// page, between the computer's parts): End turn, Take back part, Redo, Hint,
// Resign, Agree draw, the special moves (each must be disabled then, and
// Edit position too), the browsing buttons, Enter, Escape, Ctrl+Y, the arrow
// keys and Enter on the board, a move of the computer's side typed in the
// move box, and real clicks and taps. Each computer turn in the record must be exactly the one the engine
// chose (read from the engine worker's own answer, as the page receives it),
// and the turn shown part by part a beginning of it. Undo pressed while the
// computer thinks, or after its first part, takes back whole turns: never a
// part of the computer's turn.

import { test, expect } from '@playwright/test';
import { openGame, watchConsole, newGame, board, ref, playTurnByClicks, squareCenter, state, legalParts, tapSquare } from './helpers.js';

const GAMES = ['two-prong', 'chess2', 'marseillais', 'double-double'];
/** Two-Prong's parts move at once: its record writes them in its own order. */
const UNORDERED = new Set(['two-prong']);
/** The computer plays Black; the player White. */
const COMPUTER = 'black';
/** Black moves typed into the move box during the computer's turn (one of them is legal at any time early in a game). */
const TYPED = ['a6', 'h6', 'a5', 'h5', 'Nc6', 'Nf6', 'e6', 'd6'];
const COMPUTER_TURNS = 3;

/**
 * Before the page loads: keeps the engine worker's answers to "think" (the
 * turn it chose, as the page receives it), the `turn` events of the record
 * with the last answer at that moment, and a pump that, while the computer
 * is to move, presses every control once per task of the page.
 */
async function instrument(page) {
  await page.addInitScript(
    ({ computer, typed }) => {
      const w = window;
      w.__answers = []; // the parts (SAN) of each turn the engine chose
      w.__turns = []; // { color, text, answer } for every `turn` event
      w.__shownParts = []; // { partial, answer } seen while the computer showed its turn
      w.__presses = { thinking: 0, parts: 0 };
      w.__live = {}; // a control of the turn or the game found enabled during the computer's turn: the moment (thinking, or the parts shown)
      w.__computerToMove = false;
      w.__pump = false;
      w.__undoAt = null; // 'thinking' | 'part': Undo at that moment of the next computer turn
      w.__undone = 0;
      const Real = w.Worker;
      w.Worker = class extends Real {
        constructor(...args) {
          super(...args);
          const kinds = new Map();
          const post = this.postMessage.bind(this);
          this.postMessage = (message, ...rest) => {
            if (message && message.id) kinds.set(message.id, message.kind);
            return post(message, ...rest);
          };
          this.addEventListener('message', (e) => {
            const d = e.data;
            if (d && d.ok && kinds.get(d.id) === 'think' && Array.isArray(d.result?.parts)) w.__answers.push(d.result.parts.map((p) => p.san));
          });
        }
      };
      const root = () => document.querySelector('twofold-board')?.shadowRoot;
      const q = (name) => root()?.querySelector(`[data-ref="${name}"]`);
      const key = (el, k, extra = {}) => el?.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...extra }));
      const partial = () => root()?.querySelector('.move-list .turn.partial')?.textContent ?? null;
      function pressEverything() {
        const shown = partial();
        if (shown) w.__shownParts.push({ partial: shown, answer: w.__answers.at(-1) ?? null });
        w.__presses[shown ? 'parts' : 'thinking']++;
        // (Only what a player can reach: a hidden button is not pressed; a disabled one ignores the press.)
        const reachable = (el) => el?.checkVisibility() && !el.disabled;
        const press = (el) => el?.checkVisibility() && el.click();
        // The turn's and the game's controls must be disabled (browsing and Undo stay live: they do not add to the turn, or take back whole turns).
        const turnControls = ['end-turn', 'take-back', 'redo', 'hint', 'resign', 'draw', 'edit-position', 'confirm-yes'].map(q);
        for (const el of [...turnControls, ...root().querySelectorAll('.specials button')]) {
          if (reachable(el)) w.__live[el.dataset.ref || el.dataset.san] = shown ? `after ${shown}` : 'thinking';
        }
        // (Edit position is only checked: pressed, it would leave the game for the setup editor.)
        for (const name of ['end-turn', 'take-back', 'redo', 'hint', 'resign', 'draw', 'confirm-yes', 'first', 'back', 'forward', 'last', 'live']) press(q(name));
        for (const b of root().querySelectorAll('.specials button')) press(b);
        const host = document.querySelector('twofold-board');
        key(host, 'Enter');
        key(host, 'Escape');
        key(host, 'y', { ctrlKey: true });
        key(q('canvas'), 'ArrowUp');
        key(q('canvas'), 'Enter');
        key(q('canvas'), ' ');
        key(q('canvas'), 'Escape');
        for (const t of typed) {
          q('entry-text').value = t;
          q('entry').requestSubmit();
        }
        q('entry-text').value = '';
      }
      (function tick() {
        if (w.__pump && w.__computerToMove && root()) pressEverything();
        // Undo with Ctrl+Z as soon as the computer's first part is shown (its next part comes a third of a second later).
        if (w.__undoAt === 'part' && w.__computerToMove && partial()) {
          w.__undoAt = null;
          key(document.querySelector('twofold-board'), 'z', { ctrlKey: true });
          w.__computerToMove = false;
          w.__undone++;
        }
        setTimeout(tick, 0);
      })();
      document.addEventListener('turn', (e) => {
        const { color, text } = e.detail;
        w.__turns.push({ color, text, answer: w.__answers.at(-1) ?? null });
        w.__computerToMove = color !== computer;
        if (w.__computerToMove && w.__undoAt === 'thinking') {
          w.__undoAt = null;
          // The computer's search has started (the turn event comes first, in the same refresh).
          setTimeout(() => {
            q('undo').click();
            w.__computerToMove = false;
            w.__undone++;
          }, 0);
        }
      });
    },
    { computer: COMPUTER, typed: TYPED },
  );
}

/** A turn's parts from its text, without check marks (the record adds them; the engine's parts may not carry them). */
const partsOf = (text) => text.replace(/…$/, '').split(/[&,]/).map((p) => p.replace(/[+#]+$/, ''));

/** The record's turn `text` is the engine's `answer` (its parts, in order unless they move at once). */
function expectSameTurn(variant, text, answer) {
  const [played, chosen] = [partsOf(text), (answer || []).map((p) => p.replace(/[+#]+$/, ''))];
  if (UNORDERED.has(variant)) expect([...played].sort()).toEqual([...chosen].sort());
  else expect(played).toEqual(chosen);
}

const read = (page, name) => page.evaluate((name) => window[name], name);

/** The move list's turns as shown: [{ text, partial }]. */
const moveList = (page) =>
  ref(board(page), 'move-list')
    .locator('.turn:not(.empty)')
    .evaluateAll((els) => els.map((el) => ({ text: el.textContent, partial: el.classList.contains('partial') })));

/** Real input too, while the computer is to move: End turn, Take back part, Enter, and a tap on one of the computer's pieces and a square it could go to. */
async function pressForReal(page, touch) {
  const b = board(page);
  const at = async (name) => {
    if (!(await ref(b, name).isVisible())) return null;
    const box = await ref(b, name).boundingBox();
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  // The computer's turn goes on (and the game: a press must not end it).
  const going = async () => (await read(page, '__computerToMove')) && !(await ref(b, 'banner').isVisible());
  const [a7, a6] = [await squareCenter(page, 'a7'), await squareCenter(page, 'a6')];
  while (await going()) {
    // (Measured each time: the panel changes while the pump browses the game.)
    for (const p of [await at('end-turn'), await at('take-back'), a7, a6]) {
      if (!(await going())) break;
      if (!p) continue;
      if (touch) await page.touchscreen.tap(p.x, p.y);
      else await page.mouse.click(p.x, p.y);
    }
    if (await going()) await page.keyboard.press('Enter');
  }
}

/** Plays a turn of the player's by taps (End turn when it may end), without waiting for anything after it (an Undo may come at once). */
async function playTurn(page, seed, touch) {
  const before = (await read(page, '__turns')).length;
  const ended = async () => (await read(page, '__turns')).length > before;
  for (let k = 0; k < 2 && !(await ended()); k++) {
    const s = await state(page);
    if (k > 0 && s.canEndTurn) break;
    const parts = (await legalParts(page)).filter((p) => p.from && p.to && p.from !== p.to && !p.promo && p.case !== 'castle');
    const p = parts[(seed * 7 + 3 + k) % parts.length];
    expect(p, `a move for White in ${JSON.stringify({ status: s.status, turnInProgress: s.turnInProgress, history: s.history })}`).toBeTruthy();
    await tapSquare(page, p.from, touch);
    await tapSquare(page, p.to, touch);
  }
  if (!(await ended())) await ref(board(page), 'end-turn').click();
}

/**
 * Plays the player's turn and, while the computer answers, presses
 * everything; when its turn is in the record (or the game ended), no control
 * of the turn was live during it, and the turn is the engine's.
 */
async function playAndPress(page, variant, seed, touch) {
  const before = (await read(page, '__turns')).length;
  await playTurnByClicks(page, seed, { touch });
  await pressForReal(page, touch);
  const answered = async () => (await read(page, '__turns')).slice(before).some((t) => t.color === COMPUTER) || (await ref(board(page), 'banner').isVisible());
  await expect.poll(answered, { timeout: 30_000 }).toBe(true);
  expect(await read(page, '__live'), 'controls live during the computer’s turn').toEqual({});
  const theirs = (await read(page, '__turns')).slice(before).filter((t) => t.color === COMPUTER);
  expect(theirs.length).toBe(1);
  expectSameTurn(variant, theirs[0].text, theirs[0].answer);
}

for (const variant of GAMES) {
  test(`${variant}: every control pressed during the computer's turn leaves it exactly as the engine chose it`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const touch = testInfo.project.name === 'phone';
    const errors = watchConsole(page);
    await instrument(page);
    await openGame(page);
    await newGame(page, variant, { opponent: COMPUTER, level: '1' });
    const b = board(page);

    // Everything pressed at every moment of the computer's turns. (The flag
    // starts false: a `turn` event of the game New game replaced may have
    // left it set, and the pump would resign the player's own new game.)
    await page.evaluate(() => {
      window.__computerToMove = false;
      window.__pump = true;
    });
    for (let k = 0; k < COMPUTER_TURNS; k++) await playAndPress(page, variant, k + 1, touch);
    await page.evaluate(() => {
      window.__pump = false;
    });

    const turns = await read(page, '__turns');
    const theirs = turns.filter((t) => t.color === COMPUTER);
    expect(theirs.length).toBe(COMPUTER_TURNS);
    for (const t of theirs) expectSameTurn(variant, t.text, t.answer);
    // The turn shown part by part was each time the beginning of the engine's.
    const shown = await read(page, '__shownParts');
    for (const { partial, answer } of shown) expectSameTurn(variant, partial, answer.slice(0, partsOf(partial).length));
    // The record the player reads: the move list holds the same turns, and no turn is half played.
    const list = await moveList(page);
    expect(list.filter((t) => t.partial)).toEqual([]);
    expect(list.map((t) => t.text)).toEqual(turns.map((t) => t.text));
    // The controls were pressed while the computer thought and while it showed its parts.
    const presses = await read(page, '__presses');
    expect(presses.thinking).toBeGreaterThan(0);
    expect(presses.parts).toBeGreaterThan(0);
    await expect(ref(b, 'status')).toContainText('White to move');

    // Undo while the computer thinks, then (Ctrl+Z) once its first part is shown: whole turns go, the player is to move again.
    for (const moment of ['thinking', 'part']) {
      // (A computer turn of one part is never shown half played: then the next turn is tried.)
      for (let attempt = 0; ; attempt++) {
        expect(attempt).toBeLessThan(6);
        const listBefore = await moveList(page);
        const undone = await read(page, '__undone');
        const turnsBefore = (await read(page, '__turns')).length;
        await page.evaluate((m) => {
          window.__undoAt = m;
        }, moment);
        await playTurn(page, 7 + attempt, touch);
        const outcome = async () => ((await read(page, '__undone')) > undone ? 'undone' : (await read(page, '__turns')).slice(turnsBefore).some((t) => t.color === COMPUTER) ? 'played' : null);
        await expect.poll(outcome, { timeout: 30_000 }).not.toBeNull();
        if ((await outcome()) === 'played') {
          await page.evaluate(() => {
            window.__undoAt = null;
          });
          continue;
        }
        await expect(ref(b, 'status')).toContainText('White to move');
        expect(await moveList(page)).toEqual(listBefore);
        break;
      }
    }
    // And the game goes on: the computer's next turn is again the engine's.
    await playAndPress(page, variant, 9, touch);
    const last = (await read(page, '__turns')).at(-1);
    expect(last.color).toBe(COMPUTER);
    expectSameTurn(variant, last.text, last.answer);
    expect(errors).toEqual([]);
  });
}
