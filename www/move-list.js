// The move list: one row per turn number, White's and Black's turns in two
// columns; the turn in progress is shown after the last turn. Clicking a turn
// asks the controller to show the position after it.

const KIND_MARK = {
  single: 'single-move turn',
  response: 'response turn',
};

export function renderMoveList(el, history, current, onPick) {
  el.replaceChildren();
  let row = null;
  const addRow = (number) => {
    row = document.createElement('li');
    const n = document.createElement('span');
    n.className = 'num';
    n.textContent = `${number}.`;
    row.append(n);
    el.append(row);
  };
  history.forEach((t, i) => {
    if (!row || t.color === 'white' || row.dataset.number !== String(t.number)) {
      addRow(t.number);
      row.dataset.number = String(t.number);
      if (t.color === 'black') {
        const gap = document.createElement('span');
        gap.className = 'turn empty';
        gap.textContent = '…';
        row.append(gap);
      }
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'turn';
    b.dataset.turn = String(i + 1);
    b.textContent = t.text;
    if (t.kind && KIND_MARK[t.kind]) {
      b.classList.add(`kind-${t.kind}`);
      b.title = KIND_MARK[t.kind];
    }
    if (i + 1 === current.shown) b.classList.add('shown');
    if (i + 1 > current.shown) b.classList.add('future');
    b.addEventListener('click', () => onPick(i + 1));
    row.append(b);
  });
  if (current.partial) {
    const s = document.createElement('span');
    s.className = 'turn partial';
    s.textContent = current.partial;
    if (!row || current.sideToMove === 'white') addRow(history.length ? history[history.length - 1].number + 1 : 1);
    row.append(s);
  }
  const active = el.querySelector('.shown, .partial');
  if (active && active.scrollIntoView) active.scrollIntoView({ block: 'nearest' });
}
