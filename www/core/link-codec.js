// A game by link between two devices: the whole game (variant, options,
// start, every turn, and the ending when there is one) packed into a link
// short enough for a messenger: JSON, deflated, in base64url. Works in the
// browser and in Node (scripts/link-lengths.mjs measures it).

import { cleanName } from './names.js';

const VERSION = 1;

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The most a link's game may inflate to: the rules' record limit (1 MiB of
 * movetext) and room for the other fields. A link is data from anyone: a
 * deflate bomb is stopped as soon as it passes this, not inflated whole.
 */
export const MAX_INFLATED = (1 << 20) + 4096;
/** The longest link text read: the largest game deflates to less than this. */
export const MAX_CODE = 2 * MAX_INFLATED;
/** Input is fed in small pieces, so no single piece can inflate to much (deflate expands at most ~1032×). */
const FEED = 1024;

class TooLarge extends Error {}

async function inflate(bytes, cap = MAX_INFLATED) {
  const ds = new DecompressionStream('deflate-raw');
  const writer = ds.writable.getWriter();
  const reader = ds.readable.getReader();
  let stop = false;
  const feed = (async () => {
    try {
      for (let i = 0; i < bytes.length && !stop; i += FEED) await writer.write(bytes.subarray(i, i + FEED));
      if (!stop) await writer.close();
    } catch {
      /* damaged input: the reading side throws */
    }
  })();
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > cap) {
        stop = true;
        reader.cancel().catch(() => {});
        writer.abort().catch(() => {});
        throw new TooLarge();
      }
      chunks.push(value);
    }
  } finally {
    stop = true;
  }
  await feed;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toBase64Url(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const s = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

/** The most a text in a link (a game's definitions, in the frame's `rules`) may inflate to: a definitions file a board fetches may have as much. */
export const MAX_TEXT = 256 * 1024;

/** A text (a game's definitions) as a link carries it: deflated, in base64url. */
export async function encodeText(text) {
  return toBase64Url(await deflate(new TextEncoder().encode(text)));
}

/** A text encodeText made; throws an Error a person can act on when it is damaged or too large. */
export async function decodeText(code) {
  const text = String(code).trim();
  const tooLarge = () => new Error(`these rules hold more than a definitions file may (${MAX_TEXT / 1024} KB): they are refused`);
  if (text.length > 2 * MAX_TEXT) throw tooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await inflate(fromBase64Url(text), MAX_TEXT));
  } catch (e) {
    if (e instanceof TooLarge) throw tooLarge();
    throw new Error('these rules are damaged or incomplete (was all of the address copied?)');
  }
}

/**
 * game: { id, variant, options (names), position (start, or ''), moves
 * (movetext, with a final result when the game ended off the board),
 * from (the sender's name), side (the sender's colour), drawOffer (the
 * sender offers a draw) }.
 */
export async function encodeGame(game) {
  const data = { v: VERSION, i: game.id, g: game.variant, m: game.moves || '', s: game.side === 'black' ? 'b' : 'w' };
  if (game.options) data.o = game.options;
  if (game.position) data.p = game.position;
  if (game.from) data.f = game.from;
  if (game.drawOffer) data.d = 1;
  return toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(data))));
}

/** Reads a link's game; throws an Error a person can act on when it is damaged. */
export async function decodeGame(text) {
  let data;
  const tooLarge = () => new Error('this game link holds more than any game can (over 1 MiB): it is refused');
  const code = String(text).trim();
  if (code.length > MAX_CODE) throw tooLarge();
  try {
    const json = new TextDecoder().decode(await inflate(fromBase64Url(code)));
    data = JSON.parse(json);
  } catch (e) {
    if (e instanceof TooLarge) throw tooLarge();
    throw new Error('this game link is damaged or incomplete (was all of it copied?)');
  }
  if (!data || typeof data !== 'object' || data.v !== VERSION) throw new Error('this game link was made by another version of twofold');
  const str = (v, max) => (typeof v === 'string' ? v.slice(0, max) : '');
  if (!str(data.i, 40) || !str(data.g, 40)) throw new Error('this game link names no game');
  return {
    id: str(data.i, 40),
    variant: str(data.g, 40),
    options: str(data.o, 100),
    position: str(data.p, 1000),
    moves: str(data.m, 1 << 20),
    from: cleanName(str(data.f, 1000)),
    // The sender offers a draw with this link (accepted by answering with the draw).
    drawOffer: data.d === 1,
    side: data.s === 'b' ? 'black' : 'white',
  };
}
