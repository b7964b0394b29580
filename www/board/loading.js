// Loading a board: a game from a spec (variant, options, position, moves,
// mode…), or nothing; the geometry it brings, and what the mode shows.

import { showFeatures as showModeFeatures } from './panel.js';
import { DEFAULT_LEVEL } from './computer.js';
import { boardGeometry, errText } from '../core/rules.js';
import { fetchEditorCode } from './editor-code.js';
import { premovable, fetchPremoveCode } from './premove-lazy.js';
import { MODES, completeTurns, dropSnapshot, idx, shown } from './state.js';

/** The options attribute ("collision three-prong") as the rules' JSON. */
export function optionsJson(options) {
  if (!options) return '{}';
  if (typeof options === 'object') return JSON.stringify(options);
  const o = {};
  for (const name of String(options).split(/[\s,]+/).filter(Boolean)) o[name] = true;
  return JSON.stringify(o);
}

/** s: the board's state (state.js); a: its actions. */
export function loadingActions(s, a) {
  return {
    /**
     * Loads a game: { variant, options, position, moves, mode, at,
     * computerSide, level, undoneTo, ended }. Returns the error shown, or
     * null. A game whose later turn is illegal keeps the turns before it.
     */
    load(spec) {
      s.computer.interrupt();
      s.analysis.stop();
      a.stopAutoplay();
      if (spec.mode === 'edit') return a.openEditor(spec);
      // (A load from inside the board, as the editor's Play the computer: the premoves' code comes now if it has not.)
      if (premovable(spec)) fetchPremoveCode();
      let game;
      try {
        game = s.rules.Game.open(String(spec.variant ?? '').trim(), optionsJson(spec.options), spec.position || undefined, spec.moves || undefined);
      } catch (e) {
        a.unload();
        return errText(e);
      }
      a.setGame(game, spec);
      return game.loadError || null;
    },

    /** No game (the attributes name none that can be shown). */
    unload() {
      s.computer.interrupt();
      s.analysis.stop();
      a.stopAutoplay();
      dropSnapshot(s);
      s.game?.free?.();
      s.game = null;
      s.editor = null;
      a.setGeometry(null);
      return null;
    },

    /** The board's squares (the rules' geometry data), for the view and for square names. */
    setGeometry(geom) {
      s.geom = geom;
      s.nameToIndex = new Map((geom?.squareNames || []).map((n, i) => [n, i]));
      s.view.setGeometry(geom);
      a.clearSelection();
      a.clearMarks();
      s.cursor = -1;
      s.premove = null;
    },

    setGame(game, spec) {
      s.game?.free?.();
      dropSnapshot(s);
      s.editor = null;
      s.game = game;
      s.spec = { ...spec };
      s.mode = MODES[spec.mode] ? spec.mode : 'play';
      // A game by link: this device plays one side only.
      s.player = s.mode === 'play' && (spec.player === 'white' || spec.player === 'black') ? spec.player : null;
      if (Number.isInteger(spec.undoneTo) && spec.undoneTo < game.ply()) game.goTo(spec.undoneTo);
      if (!game.status().over) {
        if (spec.ended === 'resigned') game.resign();
        else if (spec.ended === 'draw') game.agreeDraw();
      }
      a.setGeometry(boardGeometry(game));
      // A premove kept with the saved game (a game by link): played when the player's turn comes; none in a finished game.
      s.premove = game.status().over ? null : premoveFromNames(s, spec.premove);
      s.exampleText = null;
      s.refs.eval.textContent = '';
      a.setNotice(null);
      s.refs['entry-error'].textContent = '';
      s.computer.configure(s.mode === 'computer' ? { side: spec.computerSide || 'black', level: spec.level ?? DEFAULT_LEVEL } : {});
      s.clock.configure(s.features.moves ? spec.clock : null);
      s.refs.clocks.hidden = !s.clock.enabled;
      s.refs['clocks-bottom'].hidden = !s.clock.enabled;
      s.viewTurn = s.features.moves ? null : initialTurn(s, spec.at);
      s.lastAnnounced = { turns: completeTurns(s).length, over: game.status().over };
      s.confirming = false;
      const root = s.refs.root;
      root.dataset.mode = s.mode;
      s.view.playing = !!s.features.moves;
      // The full name, and the short one for a board held sideways (board.css).
      s.refs.title.replaceChildren(...[game.variantName(), game.variantShortName()].map((name) => Object.assign(s.host.ownerDocument.createElement('span'), { textContent: name })));
      s.soundState = { ply: game.ply(), pieces: game.board().filter(Boolean).length };
      a.showFeatures();
      a.relayout();
      a.refresh({ announce: false });
      // A zoomed board opens on the side to move's king.
      const king = s.game.board().indexOf(s.status.sideToMove === 'white' ? 'K' : 'k');
      if (king >= 0) s.view.follow([king]);
    },

    showFeatures() {
      if (s.editor) a.renderEditor();
      else showModeFeatures(s, a);
    },

    /** A turn as players type it in this game, from its position ("Nf3", "e4 or Nf6,d5"). */
    example() {
      if (s.exampleText !== null) return s.exampleText;
      const pick = (parts) => parts.find((p) => p.case === 'normal' && !p.promo)?.san;
      const g = s.game.snapshotAt(s.game.ply());
      let text = '';
      try {
        const first = pick(g.legalParts());
        if (first) {
          text = first;
          if (s.game.status().mostParts > 1) {
            g.playPartText(first);
            const second = g.turnInProgress() ? pick(g.legalParts()) : null;
            if (second) text = `${first} or ${first}${s.game.joiner()}${second}`;
          }
        }
      } catch {
        /* no example then */
      } finally {
        g.free?.();
      }
      s.exampleText = text;
      return text;
    },

    /** The setup editor on the position shown; "Back to the game" returns here. */
    editPosition() {
      const g = s.game;
      const spec = { variant: g.variantId(), rules: s.spec?.rules, options: JSON.parse(g.optionsJson()), position: shown(s).positionString(), mode: 'edit', returnTo: a.saveState() };
      fetchEditorCode().then(
        () => {
          a.load(spec);
          a.emit('change', null);
        },
        (e) => a.toast(`The setup editor could not be fetched (${e.message}). Reload the page to try again.`),
      );
    },
  };
}

/** The turn a replay or diagram shows first: `at` turns in, "end", or the start. */
function initialTurn(s, at) {
  const n = completeTurns(s).length;
  if (s.mode === 'view' && (at === undefined || at === null || at === '')) return n;
  if (at === 'end') return n;
  const k = Number.parseInt(at, 10);
  return Number.isFinite(k) ? Math.max(0, Math.min(n, k)) : 0;
}

/** A saved premove ({ from, to, promo } as square names) on this board, or null. */
function premoveFromNames(s, p) {
  const [from, to] = [idx(s, p?.from), idx(s, p?.to)];
  return from >= 0 && to >= 0 && from !== to ? { from, to, promo: p.promo || null } : null;
}
