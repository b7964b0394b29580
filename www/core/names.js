// A player's name as a friend's link carries it is text from anyone: it is
// shown as plain text, visibly set apart, so it cannot pass for the page's
// own words (no newlines, no right-to-left overrides, no quotation marks
// that could close the page's own, no endless length).

/** The longest name kept, in characters. */
export const MAX_NAME = 40;

// Control characters, bidirectional marks/embeddings/overrides/isolates and
// other invisible format characters (zero-width joiner kept: emoji use it).
const INVISIBLE = /[\p{Cc}\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/gu;

// Quotation marks, and the brackets and guillemets some languages quote
// with, in every form Unicode has: the page sets a name apart with quotes of
// its own, so a name holding one could close them and speak as the page.
const QUOTES = /[\p{Pi}\p{Pf}"'`´«»‹›‚‛„‟‘’“”「」『』〝〞〟＂＇｢｣❛❜❝❞❟❠⹂〈〉《》【】〔〕〖〗〘〙〚〛⟨⟩⟪⟫]/gu;

/** The name as it is kept: invisible characters and quotation marks removed, whitespace collapsed, at most MAX_NAME characters. */
export function cleanName(text) {
  const plain = String(text ?? '')
    .replace(/[\s\u2028\u2029]+/gu, ' ')
    .replace(INVISIBLE, '')
    .replace(QUOTES, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, MAX_NAME).join('').trim();
}

/** The name as messages show it: cleaned and in quotes. */
export function quoted(text, fallback = 'your friend') {
  const name = cleanName(text);
  return name ? `“${name}”` : fallback;
}
