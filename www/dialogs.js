// The dialogs: new game, promotion chooser, export/import, share link.

import { pieceCanvas, PIECE_NAMES } from './pieces.js';
import { LEVELS, DEFAULT_LEVEL } from './computer.js';

const $ = (id) => document.getElementById(id);

const RECONSTRUCTED = {
  'two-boards': 'The standard array is reconstructed (the inventor shows it only as a picture); paste another position string to play a different one.',
  'double-double': 'The standard array is reconstructed from the inventor’s description; paste another position string to play a different one.',
};

function errText(e) {
  return e instanceof Error ? e.message : String(e);
}

export function setupNewGameDialog(app) {
  const dlg = $('dlg-new');
  const select = $('new-variant');
  const optionsBox = $('new-options');
  // Filled on first open: listing the games builds every game's tables.
  const fill = () => {
    if (select.options.length) return;
    select.replaceChildren(
      ...app.variantList.map((v) => {
        const o = document.createElement('option');
        o.value = v.id;
        o.textContent = v.name;
        return o;
      }),
    );
  };

  const showOptions = () => {
    const v = app.variantList.find((x) => x.id === select.value);
    optionsBox.querySelectorAll('label').forEach((l) => l.remove());
    const opts = (v && v.options) || [];
    optionsBox.hidden = opts.length === 0;
    for (const o of opts) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.name = o.id;
      const cur = (app.options || {})[o.id];
      box.checked = select.value === app.variant && cur !== undefined ? !!cur : !!o.default;
      label.append(box, ` ${o.name}`);
      if (o.description) label.title = o.description;
      optionsBox.append(label);
    }
    $('new-note').textContent = RECONSTRUCTED[select.value] || '';
  };
  select.addEventListener('change', showOptions);
  $('new-level').replaceChildren(
    ...LEVELS.map((l) => {
      const o = document.createElement('option');
      o.value = String(l.level);
      o.textContent = l.name;
      return o;
    }),
  );
  $('new-opponent').addEventListener('change', () => {
    $('new-level').disabled = !$('new-opponent').value;
  });

  $('btn-new').addEventListener('click', () => {
    fill();
    select.value = app.variant;
    $('new-position').value = '';
    $('new-error').textContent = '';
    const cfg = app.computer.config();
    $('new-opponent').value = cfg ? cfg.side : '';
    $('new-level').value = String(cfg ? cfg.level : DEFAULT_LEVEL);
    $('new-level').disabled = !cfg;
    showOptions();
    dlg.showModal();
  });
  $('new-cancel').addEventListener('click', () => dlg.close());
  $('form-new').addEventListener('submit', (e) => {
    e.preventDefault();
    const options = {};
    optionsBox.querySelectorAll('input[type=checkbox]').forEach((b) => {
      options[b.name] = b.checked;
    });
    const position = $('new-position').value.trim() || null;
    const side = $('new-opponent').value;
    const computer = side ? { side, level: Number($('new-level').value) } : null;
    try {
      app.newGame({ variant: select.value, options, position, computer });
      dlg.close();
    } catch (ex) {
      $('new-error').textContent = errText(ex);
    }
  });
}

/** Resolves to the chosen part, or null when cancelled. */
export function choosePromotion(parts, white) {
  const dlg = $('dlg-promo');
  const box = $('promo-choices');
  box.replaceChildren();
  return new Promise((resolve) => {
    let done = false;
    const finish = (v) => {
      if (done) return;
      done = true;
      dlg.close();
      resolve(v);
    };
    for (const p of parts) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'promo';
      b.dataset.promo = p.promo || '';
      const letter = p.promo ? (white ? p.promo.toUpperCase() : p.promo.toLowerCase()) : '';
      if (letter) b.append(pieceCanvas(letter, 52));
      const cap = document.createElement('span');
      cap.textContent = PIECE_NAMES[(p.promo || '').toUpperCase()] || p.san;
      b.append(cap);
      b.title = p.san;
      b.addEventListener('click', () => finish(p));
      box.append(b);
    }
    $('promo-cancel').onclick = () => finish(null);
    dlg.onclose = () => finish(null);
    dlg.showModal();
  });
}

export function setupIoDialog(app) {
  const dlg = $('dlg-io');
  const err = $('io-error');
  $('btn-io').addEventListener('click', () => {
    $('io-record').value = app.game.record();
    $('io-position').value = app.game.positionString();
    err.textContent = '';
    dlg.showModal();
  });
  $('io-close').addEventListener('click', () => dlg.close());
  $('io-copy-record').addEventListener('click', () => copy($('io-record').value, app));
  $('io-copy-position').addEventListener('click', () => copy($('io-position').value, app));
  $('io-save-record').addEventListener('click', () => {
    const blob = new Blob([$('io-record').value], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `twofold-${app.variant}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  $('io-file').addEventListener('change', async (e) => {
    const f = e.target.files && e.target.files[0];
    if (!f) return;
    $('io-record').value = await f.text();
    e.target.value = '';
  });
  $('io-load-record').addEventListener('click', () => {
    try {
      const game = app.rules.Game.fromRecord($('io-record').value);
      const variant = game.variantId();
      app.setGame(game, { variant, options: game.optionsJson ? JSON.parse(game.optionsJson()) : {}, start: game.startPosition() });
      app.save();
      dlg.close();
    } catch (ex) {
      err.textContent = errText(ex);
    }
  });
  $('io-load-position').addEventListener('click', () => {
    try {
      app.newGame({ variant: app.variant, options: app.options, position: $('io-position').value.trim() });
      dlg.close();
    } catch (ex) {
      err.textContent = errText(ex);
    }
  });
}

export function showShare(url) {
  const dlg = $('dlg-share');
  $('share-url').value = url;
  $('share-copy').onclick = () => navigator.clipboard && navigator.clipboard.writeText(url).catch(() => {});
  $('share-close').onclick = () => dlg.close();
  dlg.showModal();
  $('share-url').select();
}

function copy(text, app) {
  if (navigator.clipboard) {
    navigator.clipboard.writeText(text).then(
      () => app.toast('Copied.'),
      () => app.toast('Copying was refused; select the text and copy it by hand.'),
    );
  }
}
