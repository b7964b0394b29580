// A game by link between two devices: the whole game (variant, options,
// start, every turn, and the ending when there is one) packed into a link
// short enough for a messenger: JSON, deflated, in base64url. Works in the
// browser and in Node (scripts/link-lengths.mjs measures it).

const VERSION = 1;

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function inflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64Url(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const s = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/**
 * game: { id, variant, options (names), position (start, or ''), moves
 * (movetext, with a final result when the game ended off the board),
 * from (the sender's name), side (the sender's colour) }.
 */
export async function encodeGame(game) {
  const data = { v: VERSION, i: game.id, g: game.variant, m: game.moves || '', s: game.side === 'black' ? 'b' : 'w' };
  if (game.options) data.o = game.options;
  if (game.position) data.p = game.position;
  if (game.from) data.f = game.from;
  return toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(data))));
}

/** Reads a link's game; throws an Error a person can act on when it is damaged. */
export async function decodeGame(text) {
  let data;
  try {
    const json = new TextDecoder().decode(await inflate(fromBase64Url(String(text).trim())));
    data = JSON.parse(json);
  } catch {
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
    from: str(data.f, 60),
    side: data.s === 'b' ? 'black' : 'white',
  };
}
