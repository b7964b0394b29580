// Issue 32, "nothing lost, nothing rewritten": what a hostile page or a
// crafted link could do to a player's saved games, each tried as an attacker
// would, with the player's games checked afterwards. Links are made here with
// the page's own codec (www/core/link-codec.js runs in Node too).

import { test, expect } from '@playwright/test';
import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import { serve } from './static-server.mjs';
import { encodeGame, decodeGame } from '../www/core/link-codec.js';
import { loadRules } from '../crates/wasm/js-tests/modules.mjs';
import { openGame, watchConsole, state, board, ref, playTurnByClicks, newGame, startLinkGame, tapSquare, openLink } from './helpers.js';

// The service worker would answer these pages from its cache; none is needed here.
test.use({ serviceWorkers: 'block' });

const ready = (page) => page.waitForSelector('body[data-ready=true]');

/** The saved games in the page's storage: { ids of the list, ids of game keys }. */
const saved = (page) =>
  page.evaluate(() => ({
    listed: JSON.parse(localStorage.getItem('twofold.games') || '{"games":[]}').games.map((g) => g.id).sort(),
    keys: Object.keys(localStorage).filter((k) => k.startsWith('twofold.game.')).map((k) => k.slice('twofold.game.'.length)).sort(),
  }));

/** A game by link's address, as a friend's page would make it. */
async function playLink(baseURL, game) {
  return `${baseURL}?play=${await encodeGame(game)}`;
}

/** The saved game by link on the board: its link id and movetext. */
const linkGame = (page) =>
  page.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('twofold.games')).current;
    const save = JSON.parse(localStorage.getItem(`twofold.game.${id}`));
    return { id: save.link.id, movetext: save.movetext, side: save.link.side };
  });

test.describe('desktop only', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'storage and links are the same on every screen'));

  test('D1: a page on another origin opening 32 links one after another leaves every saved game in place and adds none', async ({ page, context, baseURL }) => {
    test.setTimeout(150_000);
    // The player's five games, each played in.
    await openGame(page);
    for (const v of ['chess', 'chess2', 'two-prong', 'dual-chess', 'chess']) {
      await newGame(page, v);
      await playTurnByClicks(page, 1);
    }
    const before = await saved(page);
    expect(before.keys).toHaveLength(5);
    // 32 links: shared games, refused ones, and games by link from strangers.
    const links = [];
    for (let i = 0; i < 32; i++) {
      if (i % 4 === 0) links.push(`${baseURL}?variant=chess&moves=%22%3E%3Cimg`);
      else if (i % 4 === 1) links.push(`${baseURL}?variant=chess2&moves=${encodeURIComponent('1.e4')}`);
      else links.push(await playLink(baseURL, { id: `evil${i}`, variant: 'chess', moves: '1.e4', from: 'Prize', side: 'white' }));
    }
    const evil = await serve({ root: 'dist' });
    evil.pages.set(
      '/evil.html',
      `<!doctype html><button id="go">Win a prize</button><script>
        const links = ${JSON.stringify(links)};
        let w;
        document.getElementById('go').onclick = () => { w = window.open(links[0], 'victim'); };
        // The next link in the same window, from this origin.
        window.next = (i) => { w.location = links[i]; };
      </script>`,
    );
    try {
      const attacker = await context.newPage();
      await attacker.goto(`${evil.url}evil.html`);
      expect(new URL(evil.url).origin).not.toBe(new URL(baseURL).origin);
      const started = Date.now();
      const [victim] = await Promise.all([context.waitForEvent('page'), attacker.locator('#go').click()]);
      await victim.waitForLoadState();
      await ready(victim);
      // Each link is opened once the page has read the one before (loaded
      // and ready), not on a timer: every one of them is read in full.
      for (let i = 1; i < links.length; i++) {
        await Promise.all([victim.waitForNavigation(), attacker.evaluate((n) => window.next(n), i)]);
        await ready(victim);
      }
      // Every one of the player's games is still there, and nothing was added.
      const after = await saved(page);
      const kept = before.keys.filter((id) => after.keys.includes(id)).length;
      console.log(`D1: 32 links opened in ${((Date.now() - started) / 1000).toFixed(1)} s; the player's games kept: ${kept} of 5; games now saved: ${after.keys.length}`);
      expect(after).toEqual(before);
      // The last link's game is shown, not saved, and said to be so.
      await expect(victim.locator('#toast')).toContainText('saved in Games once you play');
      await page.reload();
      await ready(page);
      await page.locator('#btn-games').click();
      await expect(page.locator('#games-list li')).toHaveCount(5);
    } finally {
      await evil.close();
    }
  });

  test('D1: a refused link creates nothing; an untouched game from a link is let go with a word; played in, it is saved', async ({ page }) => {
    await openGame(page);
    await newGame(page, 'chess2');
    await playTurnByClicks(page, 1);
    const before = await saved(page);
    await page.goto(`./?variant=chess&moves=%22%3E%3Cimg`);
    await ready(page);
    await expect(page.locator('#toast')).toContainText('Could not open the shared game');
    expect(await saved(page)).toEqual(before);
    expect(await page.evaluate(() => location.search)).toBe('');
    expect((await state(page)).variant).toBe('chess2');
    // A shared game with nothing played in it: shown, its address kept for a reload…
    await page.goto(`./?variant=dual-chess`);
    await ready(page);
    expect((await state(page)).variant).toBe('dual-chess');
    expect(await page.evaluate(() => location.search)).toBe('?variant=dual-chess');
    expect(await saved(page)).toEqual(before);
    // …and let go with a word when another game takes the board.
    await newGame(page, 'chess');
    await expect(page.locator('#toast')).toContainText('was not kept: nothing was played in it');
    // Played in, a link's game is saved (and the address cleared).
    await page.goto(`./?variant=two-prong`);
    await ready(page);
    await playTurnByClicks(page, 2);
    expect(await page.evaluate(() => location.search)).toBe('');
    expect((await saved(page)).keys.length).toBe(before.keys.length + 2);
  });

  test('a game set up in the editor is kept when another starts, even with no turn played', async ({ page }) => {
    await openGame(page, `?variant=chess&edit&position=${encodeURIComponent('4k3/8/8/8/8/8/8/4K2R w K - 0 1')}`);
    await ref(board(page), 'ed-play').click();
    await expect.poll(async () => (await state(page)).position).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    await newGame(page, 'chess2');
    await page.locator('#btn-games').click();
    await expect(page.locator('#games-list li', { hasText: /^Chess · 0 turns/ })).toHaveCount(1);
    await page.locator('#games-list li', { hasText: /^Chess · 0 turns/ }).getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await state(page)).position).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  });

  test('D2: a link with a saved game’s id but another variant and options, or another start, is refused and the game kept', async ({ page, baseURL }) => {
    await openGame(page);
    const first = { id: 'd2-game', variant: 'chess2', moves: '1.e4', from: 'Bea', side: 'white' };
    await page.goto(await playLink(baseURL, first));
    await ready(page);
    await playTurnByClicks(page, 1);
    const mine = await state(page);
    expect(mine.history).toHaveLength(2);
    const check = async (toast) => {
      await expect(page.locator('#toast')).toContainText(toast);
      await expect(page.locator('#toast')).toContainText('It is refused, and your game is kept as it was');
      const s = await state(page);
      expect(s.variant).toBe('chess2');
      expect(s.record).toBe(mine.record);
    };
    // The variant and options changed: refused, kept apart, offered separately.
    await page.goto(await playLink(baseURL, { ...first, variant: 'two-prong', options: 'three-prong', moves: '1.e4 e5' }));
    await ready(page);
    await check('it is Two-Prong Chess, yours is Chess2');
    await expect(page.locator('#toast button', { hasText: 'Open the link as a separate game' })).toBeVisible();
    // Seven queens in another start: refused.
    const queens = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1 s';
    await page.goto(await playLink(baseURL, { ...first, position: queens, moves: `${mine.history[0].text}` }));
    await ready(page);
    await check('it starts from another position');
    await page.reload();
    await ready(page);
    expect((await state(page)).record).toBe(mine.record);
  });

  test('D3: a link may end the game only as its sender may: not the player’s resignation, not an unoffered draw; an offered draw, accepted by link, ends it', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      window.__sent = [];
      navigator.share = (data) => {
        window.__sent.push(data.url);
        return Promise.resolve();
      };
    });
    await openGame(page);
    await startLinkGame(page, { side: 'white', friend: 'Bea' });
    await playTurnByClicks(page, 1);
    const g = await linkGame(page);
    const fromBea = (moves) => playLink(baseURL, { id: g.id, variant: 'chess2', moves, from: 'Bea', side: 'black' });
    // "White resigned", sent by Black: refused.
    await page.goto(await fromBea(`${g.movetext} 0-1`));
    await ready(page);
    await expect(page.locator('#toast')).toContainText('This link says you resigned (0-1); only you can resign your game');
    let s = await state(page);
    expect(s.status.over).toBe(false);
    expect(s.history).toHaveLength(1);
    // A draw Al never offered: refused.
    await page.goto(await fromBea(`${g.movetext} 1/2-1/2`));
    await ready(page);
    await expect(page.locator('#toast')).toContainText('a draw you did not offer');
    expect((await state(page)).status.over).toBe(false);
    // Al offers a draw with his link…
    await page.locator('#link-offer').click();
    await expect(page.locator('#link-text')).toContainText('which offers a draw');
    await page.locator('#link-send').click();
    await expect.poll(() => page.evaluate(() => window.__sent.length)).toBeGreaterThan(0);
    const sent = await page.evaluate(() => window.__sent.pop());
    // The game travels in the fragment, never sent to a server.
    expect(new URL(sent).search).toBe('');
    expect((await decodeGame(new URLSearchParams(new URL(sent).hash.slice(1)).get('play'))).drawOffer).toBe(true);
    // …and Bea accepts it with hers: the game is drawn, in words.
    await page.goto(await fromBea(`${g.movetext} 1/2-1/2`));
    await ready(page);
    await expect(page.locator('#toast')).toContainText('“Bea” accepted your draw offer: the game is drawn (1/2-1/2)');
    s = await state(page);
    expect(s.status.over).toBe(true);
    expect(s.status.result).toBe('1/2-1/2');
    await page.reload();
    await ready(page);
    expect((await state(page)).status.result).toBe('1/2-1/2');
  });

  test('D3: a friend’s resignation, and a draw the friend offers, accepted on this side', async ({ page, baseURL }) => {
    await openGame(page);
    // Bea resigns after her first move: the player (Black) wins.
    await page.goto(await playLink(baseURL, { id: 'd3-resign', variant: 'chess2', moves: '1.e4 0-1', from: 'Bea', side: 'white' }));
    await ready(page);
    await expect(page.locator('#toast')).toContainText('“Bea” resigned: you win (0-1)');
    // Bea offers a draw with her first move: the player accepts it.
    await page.goto(await playLink(baseURL, { id: 'd3-draw', variant: 'chess2', moves: '1.e4', from: 'Bea', side: 'white', drawOffer: true }));
    await ready(page);
    await expect(page.locator('#link-text')).toContainText('“Bea” offers a draw');
    await page.locator('#link-accept').click();
    await expect.poll(async () => (await state(page)).status.result).toBe('1/2-1/2');
    await expect(page.locator('#link-text')).toContainText('is over (1/2-1/2)');
    // Accepting is acting on the game: it is saved.
    await page.reload();
    await ready(page);
    expect((await state(page)).status.result).toBe('1/2-1/2');
  });

  test('D4: a link inflating to 1 GiB is refused within a second; nothing of it kept', async ({ page, baseURL }) => {
    await openGame(page);
    await newGame(page, 'chess2');
    await playTurnByClicks(page, 1);
    const before = await saved(page);
    // 1 GiB of spaces in the moves field, deflated.
    const d = zlib.createDeflateRaw({ level: 9 });
    const parts = [];
    d.on('data', (c) => parts.push(c));
    const end = new Promise((r) => d.on('end', r));
    d.write('{"v":1,"i":"bomb","g":"chess","s":"w","m":"');
    const spaces = Buffer.alloc(1 << 20, 32);
    for (let i = 0; i < 1024; i++) d.write(spaces);
    d.end('"}');
    await end;
    const code = Buffer.concat(parts).toString('base64url');
    // (The preview server refuses so long an address; the page itself is served here, as any static host would.)
    const html = readFileSync('dist/index.html', 'utf8');
    await page.route('**/?play=*', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const started = Date.now();
    await page.goto(`${baseURL}?play=${code}`);
    await ready(page);
    await expect(page.locator('#toast')).toContainText('holds more than any game can');
    const ms = Number(await page.evaluate(() => document.body.dataset.linkMs));
    console.log(`D4: a ${(code.length / 1e6).toFixed(2)} MB link (1 GiB inflated) refused ${ms} ms after its decoding started; page ready in ${Date.now() - started} ms`);
    expect(ms).toBeLessThan(1000);
    expect(await saved(page)).toEqual(before);
    expect((await state(page)).variant).toBe('chess2');
    expect(await page.evaluate(() => location.search)).toBe('');
  });

  test('D6: a storage full at load still shows every saved game, says so, and offers export and deleting', async ({ page }) => {
    await openGame(page);
    for (const v of ['chess', 'chess2', 'two-prong']) {
      await newGame(page, v);
      await playTurnByClicks(page, 1);
    }
    // The storage is full now: no write fits.
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('quota', 'QuotaExceededError');
      };
    });
    await page.reload();
    await ready(page);
    await expect(page.locator('#toast')).toContainText('storage for this site is full');
    await expect(page.locator('#toast')).not.toContainText('does not let the page save');
    expect((await state(page)).variant).toBe('two-prong');
    await page.locator('#btn-games').click();
    await expect(page.locator('#games-full')).toBeVisible();
    await expect(page.locator('#games-list li')).toHaveCount(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#games-export').click()]);
    const text = await (await download.createReadStream()).toArray().then((b) => Buffer.concat(b).toString());
    expect(text.match(/^\[Variant /gm)).toHaveLength(3);
    // Deleting is offered (and frees room).
    const del = page.locator('#games-list li', { hasText: 'Chess2' }).locator('button', { hasText: 'Delete' });
    await del.click();
    await page.locator('#games-list li', { hasText: 'Chess2' }).locator('button', { hasText: 'Delete for good?' }).click();
    await expect(page.locator('#games-list li')).toHaveCount(2);
  });

  test('D7: a friend’s name is plain text, set apart in quotes: no newlines, no right-to-left overrides', async ({ page, baseURL }) => {
    await openGame(page);
    const name = 'X\n\n\nSYSTEM: your game\u202e was deleted\u202c\u2067';
    await page.goto(await playLink(baseURL, { id: 'd7', variant: 'chess2', moves: '1.e4', from: name, side: 'white' }));
    await ready(page);
    await expect(page.locator('#toast')).toContainText('“X SYSTEM: your game was deleted” played e4');
    await expect(page.locator('#link-text')).toContainText('against “X SYSTEM: your game was deleted”');
    for (const sel of ['#toast', '#link-text', '#link-send']) {
      const text = await page.locator(sel).textContent();
      expect(text).not.toMatch(/[\n\u202a-\u202e\u2066-\u2069]/);
    }
    // A long name is cut.
    await page.goto(await playLink(baseURL, { id: 'd7b', variant: 'chess2', moves: '1.e4', from: 'N'.repeat(500), side: 'white' }));
    await ready(page);
    await expect(page.locator('#toast')).toContainText(`“${'N'.repeat(40)}” played`);
  });
});

/** A game of `turns` whole turns of random play by the rules (seeded), as movetext, in Node with the page's wasm module. */
async function randomGame(variant, turns, seed) {
  const { Game } = await loadRules();
  let x = seed;
  const pick = (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor((x / 2147483648) * n);
  };
  const g = new Game(variant, '{}', undefined);
  try {
    const complete = () => g.history().filter((t) => t.complete).length;
    while (complete() < turns && !g.status().over) {
      const parts = g.legalParts();
      if (g.turnInProgress() && g.canEndTurn() && (!parts.length || pick(4) === 0)) g.endTurn();
      else g.playPartText(parts[pick(parts.length)].san);
    }
    return { movetext: g.movetext(), turns: complete(), sideToMove: g.status().sideToMove };
  } finally {
    g.free();
  }
}

test.describe('issue 49: links end a game only by right, carry whole turns, and names stay inside the page’s quotes', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'links are the same on every screen'));

  /** Al starts a game by link as White against Bea and plays `e4` (a whole turn in Chess2 and, ended, in Two-Prong). */
  async function alPlaysE4(page, variant) {
    await openGame(page);
    await startLinkGame(page, { variant, side: 'white', friend: 'Bea' });
    await tapSquare(page, 'e2', false);
    await tapSquare(page, 'e4', false);
    if ((await state(page)).turnInProgress) await ref(board(page), 'end-turn').click();
    await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['e4']);
    return linkGame(page);
  }

  /** The saved game by link, read from storage: movetext, result and premove. */
  const savedLinkGame = (page) =>
    page.evaluate(() => {
      const id = JSON.parse(localStorage.getItem('twofold.games')).current;
      const save = JSON.parse(localStorage.getItem(`twofold.game.${id}`));
      return { movetext: save.movetext, premove: save.premove ?? null, ended: save.ended ?? null };
    });

  for (const variant of ['chess2', 'two-prong']) {
    test(`${variant}: a claimed time forfeit ends nothing; the player's own turn is never the friend's`, async ({ page, baseURL }) => {
      const g = await alPlaysE4(page, variant);
      const before = await savedLinkGame(page);
      // Bea's link, no new turn, claims White lost on time (and, once more, a drawn time forfeit).
      for (const [result, words] of [
        ['0-1', 'White ran out of time'],
        ['1/2-1/2', 'a clock ran out'],
      ]) {
        const moves = `[Variant "${variant}"]\n[Result "${result}"]\n[Termination "time forfeit"]\n\n${g.movetext} ${result}`;
        await openLink(page, await playLink(baseURL, { id: g.id, variant, moves, from: 'Bea', side: 'black' }));
        await expect(page.locator('#toast')).toContainText('which the board does not show');
        await expect(page.locator('#toast')).toContainText('It is refused, and your game is kept as it was');
        // Said as the link's claim, refused; the game goes on.
        await expect(page.locator('#toast')).toContainText(`This link claims the game is over (${words}`);
        await expect(page.locator('#toast')).not.toContainText('played e4');
        await expect(page.locator('#link-text')).toContainText('“Bea” to move (Black)');
        const s = await state(page);
        expect(s.status.over).toBe(false);
        expect(s.history.map((t) => t.text)).toEqual(['e4']);
        expect(await savedLinkGame(page)).toEqual(before);
      }
      // A new game from a link that claims the player (Black) lost on time: nothing of it is kept.
      const keptBefore = await saved(page);
      const claim = `[Variant "${variant}"]\n[Result "1-0"]\n[Termination "time forfeit"]\n\n1.e4 1-0`;
      await openLink(page, await playLink(baseURL, { id: `tf-${variant}`, variant, moves: claim, from: 'Bea', side: 'white' }));
      await expect(page.locator('#toast')).toContainText('which the board does not show');
      await expect(page.locator('#toast')).toContainText('Nothing of it was kept');
      expect(await saved(page)).toEqual(keptBefore);
    });
  }

  test('a link holding part of the player’s turn is refused, in Chess2 and Two-Prong; a queued premove stays queued, with a word', async ({ page, baseURL }) => {
    for (const [variant, reply, part] of [
      ['chess2', 'c5,d6', 'Qh5,'],
      ['two-prong', 'e5', 'Qh5&'],
    ]) {
      const g = await alPlaysE4(page, variant);
      // Waiting for Bea: Al premoves d2-d4.
      await tapSquare(page, 'd2', false);
      await tapSquare(page, 'd4', false);
      const before = await savedLinkGame(page);
      expect(before.premove).toEqual({ from: 'd2', to: 'd4', promo: null });
      for (const drawOffer of [false, true]) {
        await openLink(page, await playLink(baseURL, { id: g.id, variant, moves: `1.e4 ${reply} 2.${part}`, from: 'Bea', side: 'black', drawOffer }));
        await expect(page.locator('#toast')).toContainText(`This link holds part of a turn (${part})`);
        await expect(page.locator('#toast')).toContainText('Your premove d2–d4 stays queued');
        const s = await state(page);
        expect(s.history.map((t) => t.text)).toEqual(['e4']);
        expect(s.turnInProgress).toBe(false);
        expect(await savedLinkGame(page)).toEqual(before);
        await expect(page.locator('#link-accept')).toBeHidden();
      }
      // A new game whose link ends with a turn for the player (White played e4, Black c5,d6 — sent by White): refused.
      const keptBefore = await saved(page);
      await openLink(page, await playLink(baseURL, { id: `turn-for-me-${variant}`, variant, moves: `1.e4 ${reply}`, from: 'Bea', side: 'white' }));
      await expect(page.locator('#toast')).toContainText('ends with a turn for you');
      expect(await saved(page)).toEqual(keptBefore);
    }
  });

  test('a friend’s resignation ends the game and its queued premove with it', async ({ page, baseURL }) => {
    const g = await alPlaysE4(page, 'chess2');
    await tapSquare(page, 'd2', false);
    await tapSquare(page, 'd4', false);
    expect((await savedLinkGame(page)).premove).not.toBe(null);
    await openLink(page, await playLink(baseURL, { id: g.id, variant: 'chess2', moves: `${g.movetext} 1-0`, from: 'Bea', side: 'black' }));
    await expect(page.locator('#toast')).toContainText('“Bea” resigned: you win (1-0)');
    expect((await state(page)).status.result).toBe('1-0');
    await expect.poll(async () => (await savedLinkGame(page)).premove).toBe(null);
    expect(await page.evaluate(() => document.querySelector('twofold-board').debug.scene().premove)).toBe(null);
    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => document.querySelector('twofold-board').debug.scene().premove)).toBe(null);
  });

  test('a name holding quotation marks or brackets cannot close the page’s quotes', async ({ page, baseURL }) => {
    const QUOTES = ['"', "'", '`', '´', '“', '”', '„', '‟', '‘', '’', '‚', '‛', '«', '»', '‹', '›', '「', '」', '『', '』', '〝', '〞', '〟', '＂', '＇', '❛', '❜', '❝', '❞', '〈', '〉', '《', '》', '⟨', '⟩', '【', '】'];
    await openGame(page);
    for (const q of QUOTES) {
      const name = `F${q} resigned: you win (1-0). ${q}F`;
      await openLink(page, await playLink(baseURL, { id: `q-${QUOTES.indexOf(q)}`, variant: 'chess2', moves: '1.e4', from: name, side: 'white' }));
      await expect(page.locator('#toast')).toContainText('“F resigned: you win (1-0). F” played e4');
      for (const sel of ['#toast', '#link-text', '#link-send']) {
        const text = await page.locator(sel).textContent();
        // The page's own quotes, one pair per name shown, and nothing of the name's.
        const marks = [...text].filter((c) => QUOTES.includes(c));
        expect(marks.length % 2, `${q} in ${sel}: ${text}`).toBe(0);
        for (let i = 0; i < marks.length; i += 2) expect(marks.slice(i, i + 2), `${q} in ${sel}: ${text}`).toEqual(['“', '”']);
      }
    }
  });

  test('a game link travels in the fragment: 200 turns of Double Move Double Chess, and an annotated record of them beyond 8 KB, open through a server that refuses request lines over 8 KB; an old ?play= link still opens; a link pasted into the open tab opens', async ({ page }) => {
    test.setTimeout(120_000);
    const strict = await serve({ root: 'dist', maxRequestLine: 8192 });
    try {
      // 200 turns of the rules' own random play (the page's wasm module, in Node).
      const game = await randomGame('double-double', 200, 7);
      expect(game.turns).toBe(200);
      const link = async (id, moves) => `${strict.url}#play=${await encodeGame({ id, variant: 'double-double', moves, from: 'Bea', side: game.sideToMove === 'white' ? 'black' : 'white' })}`;
      await openLink(page, await link('dmdc-200', game.movetext));
      expect((await state(page)).history.length).toBe(200);
      await expect(page.locator('#toast')).toContainText('“Bea” played');
      // The same turns annotated (a comment after each, as a player's notes):
      // a payload well beyond 8 KB, which the old form could not pass.
      let x = 11;
      const letter = () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor((x / 2147483648) * 36)];
      };
      const annotated = game.movetext
        .split(' ')
        .map((t) => `${t} {${Array.from({ length: 80 }, letter).join('')}}`)
        .join(' ');
      const long = await link('dmdc-annotated', annotated);
      const code = long.slice(long.indexOf('#play=') + 6);
      expect(code.length).toBeGreaterThan(8192);
      expect((await page.request.get(`${strict.url}?play=${code}`)).status()).toBe(414);
      strict.requestLines.length = 0;
      await openLink(page, long);
      expect((await state(page)).history.length).toBe(200);
      expect(Math.max(...strict.requestLines)).toBeLessThan(8192);
      // A short link of the old form still opens.
      await openLink(page, `${strict.url}?play=${await encodeGame({ id: 'old-form', variant: 'chess2', moves: '1.e4', from: 'Cy', side: 'white' })}`);
      await expect(page.locator('#toast')).toContainText('“Cy” played e4');
      // A link pasted into the tab that shows the page: only the fragment changes; the page opens it.
      const pasted = `${strict.url}#play=${await encodeGame({ id: 'pasted', variant: 'chess2', moves: '1.d4', from: 'Di', side: 'white' })}`;
      await Promise.all([page.waitForEvent('load'), page.goto(pasted)]);
      await ready(page);
      await expect(page.locator('#toast')).toContainText('“Di” played d4');
    } finally {
      await strict.close();
    }
  });

  test('the Games dialog says the storage is full by a write of a game’s size, after a reload too', async ({ page }) => {
    await openGame(page);
    await newGame(page, 'chess2');
    await playTurnByClicks(page, 1);
    // A storage nearly full, as a browser's quota makes it: 100 characters of
    // room. Rewriting a saved game as it was fits, and so does a one-character
    // probe; a game's save of any size more does not.
    await page.addInitScript(() => {
      const real = Storage.prototype.setItem;
      const size = (k, v) => (v == null ? 0 : k.length + String(v).length);
      let used = 0;
      for (let i = 0; i < localStorage.length; i++) used += size(localStorage.key(i), localStorage.getItem(localStorage.key(i)));
      const quota = used + 100;
      Storage.prototype.setItem = function (k, v) {
        const after = used - size(k, this.getItem(k)) + size(k, v);
        if (after > quota) throw new DOMException('quota', 'QuotaExceededError');
        used = after;
        return real.call(this, k, v);
      };
    });
    await page.reload();
    await ready(page);
    await page.locator('#btn-games').click();
    await expect(page.locator('#games-full')).toBeVisible();
    await page.locator('#games-close').click();
    // And so it is: the next turn cannot be saved, and the page says so.
    await playTurnByClicks(page, 2);
    await expect(page.locator('#toast')).toContainText('storage for this site is full');
  });
});

test('D5: an over-long position in the setup editor gets the rules’ message; the header works and a reload starts clean', async ({ page }) => {
  const errors = watchConsole(page);
  await openGame(page, `?variant=chess&edit&position=${'x'.repeat(1001)}`);
  const b = board(page);
  await expect(ref(b, 'ed-problems')).toContainText('may be at most 1000 bytes long, this one has 1001');
  await expect(ref(b, 'ed-status')).toContainText('The rules refuse this position');
  expect(await page.evaluate(() => location.search)).toBe('');
  await page.locator('#btn-help').click();
  await expect(page.locator('#dlg-help')).toBeVisible();
  await page.locator('#help-close').click();
  await page.locator('#btn-new').click();
  await expect(page.locator('#dlg-new')).toBeVisible();
  await page.locator('#new-cancel').click();
  await page.reload();
  await ready(page);
  expect((await state(page)).variant).toBeTruthy();
  // A game that is not there at all: said, and the page's game is back.
  await page.goto(`./?variant=nonesuch&edit`);
  await ready(page);
  await expect(page.locator('#toast')).toContainText('The setup editor could not open');
  expect((await state(page)).variant).toBeTruthy();
  expect(await page.evaluate(() => location.search)).toBe('');
  expect(errors).toEqual([]);
});

test('D5: the same position in an embed’s setup editor gets the rules’ message', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`./embed.html?variant=chess&mode=edit&position=${'x'.repeat(1001)}`);
  const b = board(page);
  await expect(ref(b, 'ed-problems')).toContainText('may be at most 1000 bytes long, this one has 1001');
  // The board shows the start array to work from.
  expect(await page.evaluate(() => document.querySelector('twofold-board').debug.editor().ok)).toBe(false);
  expect(errors).toEqual([]);
});
