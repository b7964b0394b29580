// The component's stylesheets, constructed once per text and shared by every
// board (so they work under a CSP without 'unsafe-inline'). board.css is
// every board's; the parts whose code comes later (the setup editor, the live
// analysis) bring their own sheet with it and add it to the board's shadow root.

const sheets = new Map();

/** The constructed stylesheet of `text`. */
export function sheetOf(text) {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

/** Adds the sheet of `text` to the shadow root `node` is in (once). */
export function adoptStyles(node, text) {
  const root = node.getRootNode();
  const sheet = sheetOf(text);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
