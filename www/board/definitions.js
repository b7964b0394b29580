// A board's game written as text (Fairy-Stockfish's variants.ini form): the
// definitions come in its `rules` attribute, a child
// <script type="text/x-variants">, or `rules-src` (a URL, same origin or
// CORS), and are loaded for the whole page (core/definitions.js, read once
// per text) before the board loads its game by name. A chunk of its own,
// fetched by the first board that has definitions, with the drawing of the
// pieces they invent (art/letter-piece.js).

import { loadDefinitions } from '../core/definitions.js';
import { drawLetterPiece } from '../art/letter-piece.js';
import { useLetterPieces } from './pieces.js';
import { encodeText, MAX_TEXT } from '../core/link-codec.js';

// Definitions invent pieces the art has no picture for: their letters on the art's medallion.
useLetterPieces(drawLetterPiece);

/** Fetched rules-src texts by absolute URL, once per page. */
const fetched = new Map();
/** The longest definitions file a board fetches (Fairy-Stockfish's own variants.ini is about 40 KB). */
const MOST_BYTES = 256 * 1024;

/**
 * Loads the spec's definitions: resolves to { problems, spec }, their
 * problems as the board shows them (or null), and for the board's spec
 * `rules`, the text read (a saved game keeps it), and `rulesCode`, that
 * text as a link carries it (link-codec.js; null when it is more than a
 * link may carry), for "Open in twofold"; rejects with a
 * message a reader can act on when the URL cannot be fetched. `rules`: the
 * page's (core/definitions.js says why).
 */
export async function loadBoardDefinitions(spec, doc, rules) {
  const text = spec.rules || (await fetchRules(spec.rulesSrc, doc));
  const problems = problemsText(await loadDefinitions(text, rules));
  const linkable = !problems && new TextEncoder().encode(text).length <= MAX_TEXT;
  const code = linkable ? await encodeText(text).catch(() => null) : null;
  return { problems, spec: { rules: text, rulesCode: code } };
}

async function fetchRules(src, doc) {
  let url;
  try {
    url = new URL(src, doc.baseURI).href;
  } catch {
    throw new Error(`rules-src '${String(src).slice(0, 80)}' is not a URL`);
  }
  let text = fetched.get(url);
  if (!text) {
    text = fetch(url, { credentials: 'same-origin' }).then(
      async (r) => {
        if (!r.ok) throw new Error(`The rules at ${url} could not be fetched (HTTP ${r.status}).`);
        const body = await r.text();
        // A server that answers every address with its home page: say so, not 200 problems.
        if (/html/i.test(r.headers.get('content-type') || '') || /^\s*<(!doctype|html)/i.test(body)) {
          throw new Error(`The rules at ${url} are a web page, not a definitions file: is the address right?`);
        }
        if (body.length > MOST_BYTES) throw new Error(`The rules at ${url} are ${Math.round(body.length / 1024)} KB; a definitions file may have ${MOST_BYTES / 1024} KB at most.`);
        return body;
      },
      (e) => {
        throw new Error(`The rules at ${url} could not be fetched (${e.message}; another site's file needs CORS).`);
      },
    );
    fetched.set(url, text);
    text.catch(() => fetched.delete(url));
  }
  return text;
}

/** The problems of loaded definitions as the board shows them, each at its line; null when there are none. */
function problemsText(result) {
  const problems = result?.problems ?? [];
  if (!problems.length) return null;
  const lines = problems.slice(0, 12).map((p) => `Line ${p.line}, column ${p.column}: ${p.message}`);
  if (problems.length > 12) lines.push(`… and ${problems.length - 12} more.`);
  return `The game's rules have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${lines.join('\n')}`;
}
