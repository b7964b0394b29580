// The move list: one row per turn number, White's and Black's turns in two
// columns; the turn in progress is shown after the last turn. Clicking a
// turn asks the board to show the position after it.

/**
 * turns: [{number, color, text, mark, markWords}] (complete turns, in order; a mark the rules give, as Chess2's ʳ);
 * current: { shown: turns shown (the position after turn `shown`), partial:
 * text of the turn in progress, sideToMove };
 * onPick(n): the player picked the position after turn n.
 */
export function renderMoveList(el, turns, current, onPick) {
  const doc = el.ownerDocument;
  el.replaceChildren();
  let row = null;
  const addRow = (number) => {
    row = doc.createElement('li');
    row.dataset.number = String(number);
    const n = doc.createElement('span');
    n.className = 'num';
    n.textContent = `${number}.`;
    row.append(n);
    el.append(row);
  };
  turns.forEach((t, i) => {
    if (!row || t.color === 'white' || row.dataset.number !== String(t.number)) {
      addRow(t.number);
      if (t.color === 'black') {
        const gap = doc.createElement('span');
        gap.className = 'turn empty';
        gap.textContent = '…';
        row.append(gap);
      }
    }
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'turn';
    b.dataset.turn = String(i + 1);
    b.textContent = t.text;
    if (t.mark) {
      b.dataset.mark = t.mark;
      b.title = t.markWords;
    }
    if (i + 1 === current.shown) {
      b.classList.add('shown');
      b.setAttribute('aria-current', 'step');
    }
    if (i + 1 > current.shown) b.classList.add('future');
    b.addEventListener('click', () => onPick(i + 1));
    row.append(b);
  });
  if (current.partial) {
    const s = doc.createElement('span');
    s.className = 'turn partial';
    s.textContent = current.partial;
    if (!row || current.sideToMove === 'white') addRow(turns.length ? turns[turns.length - 1].number + 1 : 1);
    row.append(s);
  }
  // Keep the shown turn in view by scrolling the list itself, never the page
  // (the list is positioned, so offsetTop is measured from it).
  const active = el.querySelector('.shown, .partial') || el.lastElementChild;
  if (active) {
    const top = active.offsetTop;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + active.offsetHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + active.offsetHeight - el.clientHeight;
  }
}
