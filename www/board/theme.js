// The board's colours live in CSS custom properties of the component
// (board.css), so a theme is CSS alone; the canvas reads them here.

const PROPERTIES = {
  light: '--tf-square-light',
  dark: '--tf-square-dark',
  lightAlt: '--tf-square-light-alt', // Two Boards: every other Big square
  darkAlt: '--tf-square-dark-alt',
  frame: '--tf-board-frame',
  label: '--tf-board-label',
  last: '--tf-mark-last',
  current: '--tf-mark-current',
  selected: '--tf-mark-selected',
  target: '--tf-mark-target',
  hover: '--tf-mark-hover',
  check: '--tf-mark-check',
  hold: '--tf-mark-hold',
  join: '--tf-join-line',
  joinText: '--tf-join-text',
  joinBack: '--tf-join-back',
  strip: '--tf-bg', // behind coordinates kept in view
  arrow: '--tf-mark-arrow',
  arrowLast: '--tf-mark-arrow-last',
  user: '--tf-mark-user',
  suggest: '--tf-mark-suggest', // the hint's and the analysis' arrows
  lost: '--tf-mark-lost',
  cursor: '--tf-mark-cursor',
  premove: '--tf-mark-premove', // a move queued while the other side is to move: its squares…
  premoveArrow: '--tf-mark-premove-arrow', // …and its dashed arrow
};

/** The colours in effect on `el` (a node inside the component's shadow root). */
export function readBoardColors(el) {
  const style = getComputedStyle(el);
  const colors = {};
  for (const [key, prop] of Object.entries(PROPERTIES)) colors[key] = style.getPropertyValue(prop).trim() || 'magenta';
  return colors;
}
