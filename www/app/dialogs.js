// The page's dialogs: new game and export/import. Every game they start is
// a new entry of the saved games (GameKeeper.openNew); input is checked with
// the rules before the board is touched, so a refused position or record
// leaves the game on the board as it was.

import { LEVELS, levelLabel, optionsJson, CLOCK_PRESETS, clockFromPreset } from '../board/api.js';
import { errText, rulesForDefinitions, keepDefinitions } from '../core/rules.js';
import { $, copyText, toast, downloadFile } from './dom.js';
import { exportRecord, recordRulesCode, skippedWords } from './pgn.js';
import { encodeText, decodeText } from '../core/link-codec.js';
import { rememberedLevel, rememberLevel } from './prefs.js';

/** Throws the rules' error when the game cannot be set up. */
function check(rules, { variant, options, position }) {
  const g = rules.Game.open(variant, optionsJson(options), position || undefined, undefined);
  g.free?.();
}

export function setupNewGameDialog({ rules, board, keeper, help, byLink }) {
  const dlg = $('dlg-new');
  const select = $('new-variant');
  const optionsBox = $('new-options');
  let variants = null;
  // Filled on first open: listing the games builds every game's tables.
  const fill = () => {
    if (variants) return;
    variants = rules.variants();
    select.replaceChildren(
      ...variants.map((v) => {
        const o = document.createElement('option');
        o.value = v.id;
        o.textContent = v.name;
        return o;
      }),
    );
  };

  const chosenOptions = () => {
    const options = {};
    optionsBox.querySelectorAll('input[type=checkbox]').forEach((b) => {
      options[b.name] = b.checked;
    });
    return options;
  };

  const showOptions = () => {
    const current = board.saveState() || {};
    const v = variants.find((x) => x.id === select.value);
    optionsBox.querySelectorAll('label').forEach((l) => l.remove());
    const opts = (v && v.options) || [];
    optionsBox.hidden = opts.length === 0;
    for (const o of opts) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.name = o.id;
      const cur = (current.options || {})[o.id];
      box.checked = select.value === current.variant && cur !== undefined ? !!cur : !!o.default;
      label.append(box, ` ${o.name}`);
      if (o.description) label.title = o.description;
      optionsBox.append(label);
    }
    // The rules' own words: why the start is reconstructed, and the game in one line.
    $('new-note').textContent = v?.reconstructed || '';
    $('new-about').textContent = v?.summary || '';
  };
  $('new-rules').addEventListener('click', () => help.open(select.value, 'rules'));
  $('new-pieces').addEventListener('click', () => help.open(select.value, 'pieces'));
  select.addEventListener('change', showOptions);
  $('new-level').replaceChildren(
    ...LEVELS.map((l) => {
      const o = document.createElement('option');
      o.value = String(l.level);
      o.textContent = levelLabel(l);
      return o;
    }),
  );
  $('new-clock').replaceChildren(
    new Option('No clocks', ''),
    ...CLOCK_PRESETS.map((p) => new Option(`${p.minutes} min + ${p.increment} s a turn`, p.id)),
  );
  const opponentChanged = () => {
    const v = $('new-opponent').value;
    $('new-level').disabled = v !== 'white' && v !== 'black';
    $('new-link-fields').hidden = v !== 'link';
  };
  $('new-opponent').addEventListener('change', opponentChanged);

  $('btn-new').addEventListener('click', () => {
    fill();
    const cur = board.saveState() || {};
    select.value = cur.variant || variants[0].id;
    $('new-position').value = '';
    $('new-error').textContent = '';
    $('new-opponent').value = cur.mode === 'computer' ? cur.computerSide : cur.mode === 'analyse' ? 'analyse' : '';
    $('new-level').value = String(cur.mode === 'computer' && cur.level ? cur.level : rememberedLevel());
    const c = cur.clock;
    $('new-clock').value = c ? CLOCK_PRESETS.find((p) => p.minutes * 60_000 === c.initialMs && p.increment * 1000 === c.incrementMs)?.id || '' : '';
    opponentChanged();
    showOptions();
    dlg.showModal();
  });
  $('new-cancel').addEventListener('click', () => dlg.close());
  // The setup editor for the chosen game, on the pasted position (its problems shown, to be fixed) or the start array.
  $('new-setup').addEventListener('click', () => {
    dlg.close();
    board.edit({ variant: select.value, options: chosenOptions(), position: $('new-position').value.trim() || null });
  });
  $('form-new').addEventListener('submit', async (e) => {
    e.preventDefault();
    const options = chosenOptions();
    const position = $('new-position').value.trim() || null;
    const who = $('new-opponent').value;
    const spec = { variant: select.value, options, position, clock: clockFromPreset($('new-clock').value) };
    if (who === 'white' || who === 'black') Object.assign(spec, { mode: 'computer', computerSide: who, level: Number($('new-level').value) });
    if (spec.level) rememberLevel(spec.level);
    else spec.mode = who === 'analyse' ? 'analyse' : 'play';
    try {
      check(rules, spec);
    } catch (ex) {
      $('new-error').textContent = errText(ex);
      return;
    }
    dlg.close();
    if (who === 'link') {
      const friend = $('new-link-friend').value.trim();
      await byLink.create({ ...spec, side: $('new-link-side').value, friend, me: $('new-link-me').value.trim() });
      return;
    }
    await keeper.openNew(spec);
  });
}

/** The definitions a record carries, loaded: their text; throws what is wrong with them. */
async function loadRecordRules(code) {
  const text = await decodeText(code);
  const { loadDefinitions } = await import('../core/definitions.js');
  const { problems } = await loadDefinitions(text, { rulesForDefinitions, keepDefinitions });
  if (problems.length) {
    const p = problems[0];
    throw new Error(`the record's rules have ${problems.length} problem${problems.length === 1 ? '' : 's'}; line ${p.line}, column ${p.column}: ${p.message}`);
  }
  return text;
}

export function setupIoDialog({ rules, board, keeper }) {
  const dlg = $('dlg-io');
  const err = $('io-error');
  $('btn-io').addEventListener('click', async () => {
    // The record as other programs read it: the Seven Tag Roster first; a
    // game written as text carries its definitions in a tag of its own.
    const st = board.saveState();
    let rulesCode = null;
    try {
      rulesCode = st?.rules ? await encodeText(st.rules) : null;
    } catch (e) {
      toast(`This game's rules could not be added to its record: ${errText(e)}`, 12000);
    }
    $('io-record').value = st ? exportRecord({ ...st, link: keeper.meta }, Date.now(), rulesCode) : board.record;
    $('io-position').value = board.position;
    err.textContent = '';
    dlg.showModal();
  });
  $('io-close').addEventListener('click', () => dlg.close());
  $('io-copy-record').addEventListener('click', () => copyText($('io-record').value));
  $('io-copy-position').addEventListener('click', () => copyText($('io-position').value));
  $('io-save-record').addEventListener('click', () => {
    downloadFile($('io-record').value, `twofold-${(board.saveState() || {}).variant || 'game'}.txt`);
  });
  $('io-file').addEventListener('change', async (e) => {
    const f = e.target.files && e.target.files[0];
    if (!f) return;
    $('io-record').value = await f.text();
    e.target.value = '';
  });
  $('io-load-record').addEventListener('click', async () => {
    const text = $('io-record').value;
    const cur = board.saveState() || {};
    // A record names its game in its tags; bare moves are moves of the current game.
    const tagged = /^\s*\[/m.test(text);
    const spec = tagged ? { moves: text } : { variant: cur.variant, options: cur.options, moves: text, rules: cur.rules };
    try {
      // A game written as text: its definitions first (a record of ours carries them).
      const code = tagged ? recordRulesCode(text) : null;
      if (code) spec.rules = await loadRecordRules(code);
      const live = spec.rules ? await rulesForDefinitions() : rules;
      const g = tagged ? live.Game.fromRecord(text) : live.Game.open(cur.variant, optionsJson(cur.options), undefined, text);
      const problem = g.loadError;
      spec.variant = g.variantId();
      g.free?.();
      if (problem) throw new Error(problem);
    } catch (ex) {
      err.textContent = errText(ex);
      return;
    }
    spec.mode = cur.mode === 'analyse' ? 'analyse' : 'play';
    // A record from another program may hold side lines, comments and glyphs: the main line is played, and the rest named.
    let words = null;
    try {
      words = skippedWords(rules.recordSkips(text));
    } catch {
      /* the rules read the record; what they skipped is only a word */
    }
    dlg.close();
    await keeper.openNew(spec);
    if (words) toast(words, 10000);
  });
  $('io-load-position').addEventListener('click', async () => {
    const cur = board.saveState() || board.editing || {};
    const spec = { variant: cur.variant, options: cur.options, position: $('io-position').value.trim(), mode: cur.mode, computerSide: cur.computerSide, level: cur.level };
    try {
      check(rules, spec);
    } catch (ex) {
      err.textContent = errText(ex);
      return;
    }
    dlg.close();
    await keeper.openNew(spec);
  });
}
