// The iframe form of the embed (embed.html), for hosts that allow no scripts:
// the URL's parameters become the board's attributes, and the frame talks
// to its parent with postMessage:
//   to the parent:   { type: 'twofold:ready', detail: { error } }, { type: 'twofold:height', height },
//                    { type: 'twofold:turn', detail }, { type: 'twofold:gameover', detail }
//   from the parent: { type: 'twofold:load', variant, rules, rulesSrc, options, position, moves, mode },
//                    { type: 'twofold:goto', turn }, { type: 'twofold:measure' }
// Commands are accepted only from the parent window and only when the URL's
// `origin` parameter names the parent's origin; with it, messages to the
// parent go to that origin alone (without it, to any: they carry only the
// game shown, which the parent put there). `twofold:measure` only asks for
// the height again (a host script that starts after the frame's first
// message): it is answered for the parent whatever its origin.
//
// A game written as text comes in `rules` (its definitions deflated, in
// base64url, as link-codec.js's encodeText writes them; at most 256 KB once
// inflated, like a rules-src file), or in `rules-src` (a URL), or as plain
// text in twofold:load's `rules`.
//
// The frame registers no service worker: it lives on other sites' pages,
// where a worker would be refused or would download the whole app for every
// reader. (On the app's own origin the full page's worker covers it.)

import { TwofoldBoard, defineTwofoldBoard } from '../board/element.js';
import { decodeText } from '../core/link-codec.js';

export const ATTRIBUTES = ['variant', 'rules-src', 'options', 'position', 'moves', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme'];

const params = new URLSearchParams(location.search);
const allowedOrigin = params.get('origin');
const parentWindow = window.parent !== window ? window.parent : null;

function post(message) {
  parentWindow?.postMessage(message, allowedOrigin || '*');
}

TwofoldBoard.appUrl = new URL('./', location.href).href;
defineTwofoldBoard();
const board = document.getElementById('board');
// The rules first (decoded), so the board loads its game once, with them.
decodeRules(params.get('rules')).then((rules) => {
  if (rules) board.setAttribute('rules', rules);
  for (const name of ATTRIBUTES) {
    const v = params.get(name);
    if (v !== null) board.setAttribute(name, v);
  }
  if (!board.hasAttribute('mode')) board.setAttribute('mode', 'replay');
});

/** The URL's `rules`, decoded; a damaged one is said so above the board. */
async function decodeRules(code) {
  if (code === null) return null;
  try {
    return await decodeText(code);
  } catch (e) {
    const note = document.createElement('p');
    note.className = 'rules-error';
    note.setAttribute('role', 'alert');
    note.textContent = `The game's rules in this address could not be read: ${e.message}.`;
    board.before(note);
    return null;
  }
}

board.addEventListener('ready', (e) => post({ type: 'twofold:ready', detail: e.detail }));
board.addEventListener('turn', (e) => post({ type: 'twofold:turn', detail: e.detail }));
board.addEventListener('gameover', (e) => post({ type: 'twofold:gameover', detail: e.detail }));

// The content's height, so the host can size the frame: at load, on every
// change, and whenever the parent asks.
const contentHeight = () => Math.ceil(document.documentElement.getBoundingClientRect().height);
let lastHeight = 0;
new ResizeObserver(() => {
  const height = contentHeight();
  if (height !== lastHeight) {
    lastHeight = height;
    post({ type: 'twofold:height', height });
  }
}).observe(document.body);

window.addEventListener('message', (event) => {
  if (!parentWindow || event.source !== parentWindow) return;
  const m = event.data;
  if (!m || typeof m !== 'object') return;
  if (m.type === 'twofold:measure') {
    post({ type: 'twofold:height', height: contentHeight() });
    return;
  }
  if (!allowedOrigin || event.origin !== allowedOrigin) return;
  if (m.type === 'twofold:load') {
    const text = (v) => (typeof v === 'string' ? v : undefined);
    board.load({ variant: m.variant, rules: text(m.rules), rulesSrc: text(m.rulesSrc), options: m.options, position: m.position, moves: m.moves, mode: m.mode || board.getAttribute('mode') });
  } else if (m.type === 'twofold:goto' && Number.isInteger(m.turn)) {
    board.goTo(m.turn);
  }
});
