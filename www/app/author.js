// The page for writing a variant (variant.html): a definition in
// Fairy-Stockfish's variants.ini form (with turns of several moves) beside a
// board that plays it. Every change is read as you type: its problems are
// listed and marked at their lines, and a text without problems is played at
// once. The author's definitions are kept in this browser, several, each
// under a name (kept-definitions.js), and go out and come back as one .ini
// file; a link carries one whole (compressed, bounded like every link), and
// an embed snippet puts the game on another page.

import { defineTwofoldBoard } from '../board/element.js';
import { loadDefinitions } from '../core/definitions.js';
import { rulesForDefinitions, keepDefinitions, errText, piecesOf } from '../core/rules.js';
import { pieceReach } from '../board/api.js';
import { pieceGuideItem, REACH_KEY } from './piece-guide.js';
import { encodeText, decodeText } from '../core/link-codec.js';
import { $, toast, copyText, downloadFile } from './dom.js';
import { KeptDefinitions, labelOf, exportFile, readFile } from './kept-definitions.js';
import builtIn from '../../crates/rules/src/definition/built_in.ini?raw';

const READ_AFTER_MS = 350;

/** The starting points: a game of one's own over chess, examples, and each built-in game written as text. */
function startingPoints() {
  const points = [
    { name: 'A game of your own (from chess)', text: '# My variant: states only how it differs from chess.\n[my-variant:chess]\nmovesPerTurn = 2\nfirstTurnMoves = 1\n' },
    { name: 'Capablanca Chess (10×8)', src: 'variants/capablanca.ini' },
    { name: 'Gemini: Capablanca with two moves a turn', src: 'variants/gemini.ini' },
  ];
  // built_in.ini: each game's comment and section, renamed so it does not replace the built-in game on this page.
  for (const part of builtIn.split(/\n(?=(?:#[^\n]*\n)*\[)/)) {
    const m = part.match(/^\[([\w-]+):/m);
    if (!m) continue;
    points.push({ name: `${m[1]}, as text`, text: `${part.trim().replace(`[${m[1]}:`, `[my-${m[1]}:`)}\n` });
  }
  return points;
}

const MODES = ['play', 'computer', 'analyse'];

/** The list of kept definitions, the shown one chosen, and what is said when the browser keeps none of them. */
function renderKept(store) {
  const select = $('author-kept');
  select.replaceChildren(...store.list().map((item) => new Option(labelOf(item), item.id)));
  select.value = store.currentId ?? '';
  const note = $('author-storage');
  note.hidden = store.stored;
  note.textContent = store.stored ? '' : `Your definitions are not being kept: ${store.failure}. Export all (or copy a link) before you leave this page, or what you wrote here is lost when it closes.`;
  document.body.dataset.stored = String(store.stored);
}


/** Line numbers beside the text, the lines with problems marked. */
function renderGutter(text, problems) {
  const bad = new Set(problems.map((p) => p.line));
  const lines = text.split('\n').length;
  const gutter = $('author-gutter');
  gutter.replaceChildren(
    ...Array.from({ length: lines }, (_, i) => {
      const n = document.createElement('span');
      n.textContent = `${i + 1}\n`;
      if (bad.has(i + 1)) n.className = 'bad';
      return n;
    }),
  );
  gutter.scrollTop = $('author-text').scrollTop;
}

/** Selects line `line` of the text (a problem's), in view. */
function goToLine(line) {
  const area = $('author-text');
  const lines = area.value.split('\n');
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  area.focus();
  area.setSelectionRange(start, start + (lines[line - 1] || '').length);
  area.scrollTop = Math.max(0, (line - 3) * parseFloat(getComputedStyle(area).lineHeight || '19'));
}

function renderProblems(problems) {
  const list = $('author-problems');
  list.replaceChildren(
    ...problems.map((p) => {
      const li = document.createElement('li');
      const at = document.createElement('button');
      at.type = 'button';
      at.className = 'link';
      at.textContent = `Line ${p.line}, column ${p.column}`;
      at.addEventListener('click', () => goToLine(p.line));
      li.append(at, `: ${p.message}`);
      return li;
    }),
  );
}

/** The game's pieces, each with its moves drawn on a small board and in words (Help's piece guide, for the game being written). */
async function renderPieces(game) {
  const list = $('author-pieces');
  const rules = await rulesForDefinitions();
  const g = new rules.Game(game, '{}');
  const pieces = piecesOf(g);
  g.free?.();
  list.replaceChildren(...[...pieces.values()].map((p) => pieceGuideItem(document, p, pieceReach(rules, game, '{}', p.letter), pieces)));
  $('author-pieces-key').textContent = REACH_KEY;
}

/** Does `text` read without problems? The first problem found, else null. */
async function firstProblem(text) {
  const result = await loadDefinitions(text, { rulesForDefinitions, keepDefinitions });
  const p = result.problems[0];
  return p ? `line ${p.line}, column ${p.column}: ${p.message}` : null;
}

async function main() {
  defineTwofoldBoard();
  const board = $('board');
  const area = $('author-text');
  const gameSelect = $('author-game');
  const modeSelect = $('author-mode');
  const nameInput = $('author-name');
  const points = startingPoints();
  const start = $('author-start');
  start.append(new Option('—', ''), ...points.map((p, i) => new Option(p.name, String(i))));
  const store = new KeptDefinitions();
  for (const problem of store.problems) toast(`${problem}.`, 12000);

  let shown = { text: null, game: null, mode: null };
  let reading = 0;
  /** Reads the text: its problems, or its games and the board playing the one chosen. */
  const read = async () => {
    const text = area.value;
    const ticket = ++reading;
    store.update({ text, mode: modeSelect.value });
    renderKept(store);
    let result;
    try {
      result = await loadDefinitions(text, { rulesForDefinitions, keepDefinitions });
    } catch (e) {
      result = { games: [], problems: [{ line: 1, column: 1, message: `the definitions could not be read: ${errText(e)}` }] };
    }
    if (ticket !== reading) return; // a newer text is being read
    renderProblems(result.problems);
    renderGutter(text, result.problems);
    document.body.dataset.problems = String(result.problems.length);
    if (result.problems.length) return; // the board plays the last text without problems
    const wanted = gameSelect.value;
    gameSelect.replaceChildren(...result.games.map((g) => new Option(g, g)));
    gameSelect.value = result.games.includes(wanted) ? wanted : result.games[0] || '';
    const next = { text, game: gameSelect.value, mode: modeSelect.value };
    store.update({ game: next.game });
    if (!next.game || (next.text === shown.text && next.game === shown.game && next.mode === shown.mode)) return;
    shown = next;
    const error = await board.load({ variant: next.game, rules: text, mode: next.mode, computerSide: 'black', level: 2 });
    document.body.dataset.playing = error ? '' : next.game;
    if (!error && ticket === reading) await renderPieces(next.game).catch((e) => console.warn('the pieces could not be drawn', e));
  };
  let timer = null;
  const readSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(read, READ_AFTER_MS);
  };
  /** Shows the kept definition chosen: its text, name, game and way of playing. */
  const show = () => {
    const item = store.current;
    clearTimeout(timer);
    area.value = item.text;
    nameInput.value = item.name;
    gameSelect.replaceChildren(...(item.game ? [new Option(item.game, item.game)] : []));
    modeSelect.value = MODES.includes(item.mode) ? item.mode : 'play';
    renderKept(store);
    return read();
  };

  area.addEventListener('input', () => {
    // Kept as typed, before it is read: a switch or a reload loses nothing.
    store.update({ text: area.value, fresh: false });
    renderKept(store);
    renderGutter(area.value, []);
    readSoon();
  });
  area.addEventListener('scroll', () => {
    $('author-gutter').scrollTop = area.scrollTop;
  });
  gameSelect.addEventListener('change', read);
  modeSelect.addEventListener('change', read);
  nameInput.addEventListener('input', () => {
    store.update({ name: nameInput.value });
    renderKept(store);
  });
  $('author-kept').addEventListener('change', (e) => {
    store.select(e.target.value);
    show();
  });
  $('author-delete').addEventListener('click', () => {
    const gone = store.remove(store.currentId);
    if (!store.current) store.add({ text: points[0].text, fresh: true });
    show();
    if (gone) {
      toast(`Deleted “${labelOf(gone)}”.`, 15000, {
        label: 'Undo',
        run: () => {
          store.restore(gone);
          show();
        },
      });
    }
  });
  // A new definition from a starting point; one not yet changed from its own starting point gives way to it.
  start.addEventListener('change', async () => {
    const p = points[Number(start.value)];
    start.value = '';
    if (!p) return;
    let text;
    try {
      text = p.text ?? (await (await fetch(p.src)).text());
    } catch (e) {
      toast(`That starting point could not be fetched (${errText(e)}).`);
      return;
    }
    if (store.current?.fresh) store.update({ text, name: '', game: '' });
    else store.add({ text, fresh: true });
    show();
  });
  $('author-export').addEventListener('click', () => downloadFile(exportFile(store.list()), 'twofold-variants.ini'));
  $('author-import').addEventListener('click', () => $('author-import-file').click());
  $('author-import-file').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    e.target.value = '';
    if (!file) return;
    let got;
    try {
      got = readFile(await file.text());
      // A plain variants.ini file has no marks to check it by: it must read without problems.
      const problem = got.plain ? await firstProblem(got.items[0].text) : null;
      if (problem) throw new Error(`its definitions have a problem, at ${problem}`);
    } catch (err) {
      toast(`${file.name} was not imported: ${errText(err)}. Nothing was changed.`, 15000);
      return;
    }
    const known = (item) => store.list().some((k) => k.text === item.text && k.name === item.name);
    const fresh = got.items.filter((item) => !known(item));
    // In the file's order, at the top of the list; the first of them shown.
    const now = Date.now();
    const added = fresh.map((item, i) => store.add({ text: item.text, name: item.name, created: now - i }));
    const already = got.items.length - fresh.length;
    toast(`Imported ${fresh.length} definition${fresh.length === 1 ? '' : 's'} from ${file.name}${already ? ` (${already} already kept here)` : ''}.`);
    if (added.length) {
      store.select(added[0].id);
      show();
    }
  });
  // Nothing written here goes unsaid when it cannot be kept.
  window.addEventListener('beforeunload', (e) => {
    if (!store.stored) e.preventDefault();
  });

  // The definition shown: a link's (#rules=…), else the one kept last, else the first starting point.
  const params = new URLSearchParams(location.hash.slice(1));
  let linkText = null;
  if (params.get('rules')) {
    try {
      linkText = await decodeText(params.get('rules'));
      history.replaceState(null, '', location.pathname + location.search);
    } catch (e) {
      toast(`The game in this link could not be read: ${errText(e)}`, 12000);
    }
  }
  const before = store.current;
  if (linkText !== null) {
    // A link's definition is kept beside the others (once), never in place of one.
    const same = store.list().find((item) => item.text === linkText);
    const mode = MODES.includes(params.get('mode')) ? params.get('mode') : 'play';
    if (same) {
      store.select(same.id);
      store.update({ game: params.get('game') || same.game, mode });
    } else store.add({ text: linkText, game: params.get('game') || '', mode });
    if (before && before.id !== store.currentId && before.text.trim()) {
      toast('The link’s game is kept here as a definition of its own.', 15000, {
        label: 'Put my text back',
        run: () => {
          store.select(before.id);
          show();
        },
      });
    }
  } else if (!store.current) store.add({ text: points[0].text, fresh: true });

  $('author-copy-link').addEventListener('click', async () => {
    try {
      const code = await encodeText(area.value);
      const url = new URL(location.href);
      url.hash = new URLSearchParams({ rules: code, game: gameSelect.value, mode: modeSelect.value }).toString();
      copyText(url.href);
    } catch (e) {
      toast(`No link: ${errText(e)}`);
    }
  });
  // The game in the full page: a new game there, kept in its Games with its definitions.
  $('author-open').addEventListener('click', async () => {
    try {
      const url = new URL('./', location.href);
      url.search = new URLSearchParams({ variant: gameSelect.value, rules: await encodeText(area.value) }).toString();
      location.href = url.href;
    } catch (e) {
      toast(`The game could not be opened there: ${errText(e)}`);
    }
  });
  $('author-copy-snippet').addEventListener('click', () => {
    const embed = new URL('./embed.js', location.href).href;
    // (A "</script" in the text would end the snippet's script early.)
    const body = area.value.replace(/<\/script/gi, '<\\/script');
    const mode = modeSelect.value;
    copyText(`<twofold-board variant="${gameSelect.value}" mode="${mode}"${mode === 'computer' ? ' level="2"' : ''}>\n<script type="text/x-variants">\n${body}</script>\n</twofold-board>\n<script type="module" src="${embed}"></script>`);
  });
  await show();
  document.body.dataset.ready = 'true';
}

main();
