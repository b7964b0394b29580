// The page for writing a variant (variant.html): a definition in
// Fairy-Stockfish's variants.ini form (with turns of several moves) beside a
// board that plays it. Every change is read as you type: its problems are
// listed and marked at their lines, and a text without problems is played at
// once. The text is kept in this browser; a link carries it whole
// (compressed, bounded like every link), and an embed snippet puts the game
// on another page.

import { defineTwofoldBoard } from '../board/element.js';
import { loadDefinitions } from '../core/definitions.js';
import { rulesForDefinitions, keepDefinitions, errText, piecesOf } from '../core/rules.js';
import { pieceReach } from '../board/api.js';
import { pieceGuideItem, REACH_KEY } from './piece-guide.js';
import { encodeText, decodeText } from './link-codec.js';
import { $, toast, copyText } from './dom.js';
import builtIn from '../../crates/rules/src/definition/built_in.ini?raw';

const KEY = 'twofold.author';
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

function kept() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || 'null');
  } catch {
    return null;
  }
}

let keepWarned = false;
function keep(state) {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    if (!keepWarned) toast('This browser refuses to keep the text: copy the link to keep your game.', 10000);
    keepWarned = true;
  }
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

async function main() {
  defineTwofoldBoard();
  const board = $('board');
  const area = $('author-text');
  const gameSelect = $('author-game');
  const modeSelect = $('author-mode');
  const points = startingPoints();
  const start = $('author-start');
  start.append(new Option('—', ''), ...points.map((p, i) => new Option(p.name, String(i))));

  let shown = { text: null, game: null, mode: null };
  let reading = 0;
  /** Reads the text: its problems, or its games and the board playing the one chosen. */
  const read = async () => {
    const text = area.value;
    const ticket = ++reading;
    keep({ text, game: gameSelect.value, mode: modeSelect.value });
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
    keep(next);
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

  area.addEventListener('input', () => {
    renderGutter(area.value, []);
    readSoon();
  });
  area.addEventListener('scroll', () => {
    $('author-gutter').scrollTop = area.scrollTop;
  });
  gameSelect.addEventListener('change', read);
  modeSelect.addEventListener('change', read);
  start.addEventListener('change', async () => {
    const p = points[Number(start.value)];
    start.value = '';
    if (!p) return;
    let next;
    try {
      next = p.text ?? (await (await fetch(p.src)).text());
    } catch (e) {
      toast(`That starting point could not be fetched (${errText(e)}).`);
      return;
    }
    // The text it replaces is one press away, not lost.
    const before = area.value;
    area.value = next;
    read();
    if (before.trim() && before !== next) {
      toast(`Started from ${p.name}.`, 10000, {
        label: 'Put my text back',
        run: () => {
          area.value = before;
          read();
        },
      });
    }
  });

  // The text: from a link (#rules=…), else the one kept, else the first starting point.
  const params = new URLSearchParams(location.hash.slice(1));
  let text = null;
  if (params.get('rules')) {
    try {
      text = await decodeText(params.get('rules'));
      if (params.get('game')) gameSelect.append(new Option(params.get('game'), params.get('game')));
      if (['play', 'computer', 'analyse'].includes(params.get('mode'))) modeSelect.value = params.get('mode');
      history.replaceState(null, '', location.pathname + location.search);
    } catch (e) {
      toast(`The game in this link could not be read: ${errText(e)}`, 12000);
    }
  }
  const saved = kept();
  if (text === null && typeof saved?.text === 'string') {
    text = saved.text;
    if (saved.game) gameSelect.append(new Option(saved.game, saved.game));
    if (['play', 'computer', 'analyse'].includes(saved.mode)) modeSelect.value = saved.mode;
  }
  area.value = text ?? points[0].text;
  // A link's text takes the place of the one kept here: that one stays one press away, never lost to a link.
  if (text !== null && typeof saved?.text === 'string' && saved.text.trim() && saved.text !== text) {
    toast('The link’s game replaced your text here.', 15000, {
      label: 'Put my text back',
      run: () => {
        area.value = saved.text;
        read();
      },
    });
  }
  if (gameSelect.options.length) gameSelect.value = gameSelect.options[0].value;

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
  await read();
  document.body.dataset.ready = 'true';
}

main();
