// <twofold-board>: one live board in a shadow root of its own. The full page
// and every embed are this element; it reaches nothing outside itself, and
// everything it starts (observers, timers, searches) stops when it leaves
// the page. Attributes and the public API are documented in README.md
// ("Embedding").

import { turnControlRects } from './toast-place.js';
import css from './board.css?inline';
import { buildShadow } from './template.js';
import { sheetOf } from './styles.js';
import { createBoard } from './controller.js';
import { MODES, browsing, idx, shown } from './state.js';
import { loadRules, errText, onRulesRestart, keepDefinitions, rulesForDefinitions } from '../core/rules.js';
import { editorReady, fetchEditorCode } from './editor-code.js';
import { clockReady, fetchClockCode } from './clock-lazy.js';
import { premoveCodeNeeded, fetchPremoveCode } from './premove-lazy.js';

/** Attributes that choose the game, and those that only change its look. */
const GAME_ATTRIBUTES = ['variant', 'rules', 'rules-src', 'options', 'position', 'moves', 'mode', 'at', 'computer-side', 'level'];
const LOOK_ATTRIBUTES = ['orientation', 'coordinates', 'theme', 'layout', 'sound', 'board-colors', 'piece-style'];
/** The reader's habits (the page keeps them as settings): how the board plays, not how it looks. */
const HABIT_ATTRIBUTES = ['auto-queen', 'confirm-turn', 'material'];

/** Attributes a page may also set as properties (`computerSide` for `computer-side`); `position` is not among them: its property is the position shown. */
const PROPERTY_ATTRIBUTES = ['variant', 'rules', 'rules-src', 'options', 'moves', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme'];

// On a server (an SSR build imports the module) there are no elements: the
// class is then defined on a stand-in and never registered.
const ElementBase = globalThis.HTMLElement ?? class {};

export class TwofoldBoard extends ElementBase {
  static observedAttributes = [...GAME_ATTRIBUTES, ...LOOK_ATTRIBUTES, ...HABIT_ATTRIBUTES];

  /**
   * The address of a twofold page (the full app) for every board's "Open in
   * twofold" link, which opens the board's game there; null (the default)
   * shows no such link. The embed script of a twofold site sets it to that site.
   */
  static appUrl = null;

  #refs;
  #s = null; // the board's state (state.js), once started
  #a = null; // its actions (controller.js)
  #spec = null; // a spec given to load(), used instead of the attributes
  #started = false;
  #loadQueued = false;
  #whenLoaded = null; // { promise, resolve } until the first load
  #cleanup = [];
  #flipped = null; // the reader's own flip, over the orientation attribute
  #definitions = null; // { key, problems, spec } of the definitions last loaded for this board (problems: null, or their text; spec: definitions.js)

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [sheetOf(css)];
    this.#refs = buildShadow(shadow);
    let resolve;
    const promise = new Promise((r) => {
      resolve = r;
    });
    this.#whenLoaded = { promise, resolve };
  }

  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.#applyTheme();
    const win = this.ownerDocument.defaultView;
    const onKey = (e) => {
      if (this.#a && this.#a.key(e)) e.preventDefault();
    };
    this.addEventListener('keydown', onKey);
    this.#cleanup.push(() => this.removeEventListener('keydown', onKey));
    // Follow the system's light or dark setting when theme="auto".
    const dark = win.matchMedia?.('(prefers-color-scheme: dark)');
    if (dark) {
      const onScheme = () => this.#applyTheme();
      dark.addEventListener('change', onScheme);
      this.#cleanup.push(() => dark.removeEventListener('change', onScheme));
    }
    // Relayout when the element's width changes.
    let lastWidth = 0;
    const resize = new ResizeObserver((entries) => {
      const w = Math.round(entries[0].contentRect.width);
      if (w !== lastWidth) {
        lastWidth = w;
        this.#a?.relayout();
      }
    });
    resize.observe(this);
    this.#cleanup.push(() => resize.disconnect());
    // On a phone held upright the board leaves room for the turn's bar (the status, End turn): it follows the bar's size.
    const bar = new ResizeObserver(() => this.#s?.view.turnBarResized());
    for (const name of ['banner', 'status', 'viewing', 'turn-controls']) bar.observe(this.#refs[name]);
    this.#cleanup.push(() => bar.disconnect());
    // The board's message shown (and placed): a `toast` event, so a page can keep its own messages clear of it.
    const message = new MutationObserver(() => {
      const t = this.#refs.toast;
      if (!t.hidden) this.dispatchEvent(new CustomEvent('toast', { detail: { text: t.firstChild?.nodeValue ?? '' }, bubbles: true, composed: true }));
    });
    message.observe(this.#refs.toast, { attributes: true, attributeFilter: ['hidden'], childList: true });
    this.#cleanup.push(() => message.disconnect());
    // A crashed wasm instance was replaced: this board reloads its game.
    this.#cleanup.push(onRulesRestart((rules, how) => this.#a?.recover(rules, how)));
    // A board does its work only once it is (nearly) in view.
    if (this.#started) return;
    if (this.getAttribute('layout') === 'page' || !('IntersectionObserver' in win)) {
      this.#start();
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          this.#start();
        }
      },
      { rootMargin: '200px' },
    );
    seen.observe(this);
    this.#cleanup.push(() => seen.disconnect());
  }

  disconnectedCallback() {
    for (const undo of this.#cleanup.splice(0)) undo();
    this.#a?.stop();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if (GAME_ATTRIBUTES.includes(name)) {
      this.#spec = null; // the attributes speak again
      this.#queueLoad();
    } else if (name === 'theme') this.#applyTheme();
    else if (name === 'layout') {
      if (this.#s) this.#s.view.page = value === 'page';
      this.#a?.showFeatures();
      this.#a?.relayout();
    } else if (name === 'sound') this.#applySound();
    else if (HABIT_ATTRIBUTES.includes(name)) this.#applyHabits();
    else this.#applyLook();
  }

  #applySound() {
    const on = this.getAttribute('sound') === 'on';
    if (this.#s) this.#s.sound = on;
    this.#refs.sound.setAttribute('aria-pressed', String(on));
    this.#refs.sound.textContent = on ? 'Sound on' : 'Sound off';
    this.dispatchEvent(new CustomEvent('settings', { detail: { sound: on }, bubbles: true, composed: true }));
  }

  async #start() {
    if (this.#started) return;
    this.#started = true;
    let rules;
    try {
      rules = await loadRules();
    } catch (e) {
      this.#refs.error.hidden = false;
      this.#refs.error.textContent = `The board could not start: ${errText(e)}`;
      this.#started = false;
      return;
    }
    const { state, actions } = createBoard(this, this.#refs, rules);
    this.#s = state;
    this.#a = actions;
    state.view.page = this.getAttribute('layout') === 'page';
    state.appUrl = TwofoldBoard.appUrl;
    state.sound = this.getAttribute('sound') === 'on';
    // The full page loads its game itself (load()); an embed from its attributes.
    if (this.#spec || this.getAttribute('layout') !== 'page') this.#loadNow();
  }

  #queueLoad() {
    if (this.#loadQueued || !this.#s) return;
    this.#loadQueued = true;
    // Several attributes set in a row load once.
    queueMicrotask(() => {
      this.#loadQueued = false;
      this.#loadNow();
    });
  }

  #loadNow() {
    const s = this.#s;
    const a = this.#a;
    if (!s) return;
    const spec = { ...(this.#spec || this.#specFromAttributes()) };
    // A game written as text: its definitions loaded first (read once per page), then this load again.
    const key = spec.rules ? `text:${spec.rules}` : spec.rulesSrc ? `src:${spec.rulesSrc}` : '';
    if (key && this.#definitions?.key !== key) {
      return import('./definitions.js')
        .then((m) => m.loadBoardDefinitions(spec, this.ownerDocument, { rulesForDefinitions, keepDefinitions }))
        .then(
          (loaded) => {
            this.#definitions = { key, ...loaded };
            return this.#loadNow();
          },
          (e) => this.#loaded(errText(e)),
        );
    }
    const ruleProblems = key && this.#definitions.problems;
    if (ruleProblems) {
      a.unload();
      return this.#loaded(ruleProblems);
    }
    // The game keeps its definitions' text (fetched from rules-src too): its saved state and the games made from it carry it; and "Open in twofold" its link's (saving.js).
    if (key) Object.assign(spec, this.#definitions.spec);
    const problems = attributeProblems(spec, () => s.rules.variants().map((v) => v.id));
    if (!MODES[spec.mode]) spec.mode = 'view';
    this.#flipped = null;
    s.view.orientation = this.#orientation(spec);
    this.#readLook();
    this.#refs.main.hidden = false; // laid out while loading, so the board can measure its room
    if (spec.variant && spec.mode === 'edit' && !editorReady()) {
      // The editor's code first (a chunk of its own), then this load again.
      return fetchEditorCode().then(
        () => this.#loadNow(),
        (e) => this.#loaded(`The setup editor could not be fetched (${e.message}). Reload the page to try again.`),
      );
    }
    if (spec.variant && premoveCodeNeeded(spec)) {
      // The premoves' code first (a chunk of its own); a failed fetch: the game plays without premoves.
      return fetchPremoveCode().then(() => this.#loadNow());
    }
    if (spec.variant && spec.clock && MODES[spec.mode]?.moves && !clockReady()) {
      // The clocks' code first (a chunk of its own), then this load again; the game is not loaded without its clocks.
      return fetchClockCode().then(
        () => this.#loadNow(),
        (e) => this.#loaded(`The clocks could not be fetched (${e.message}). Reload the page to try again: the game is kept.`),
      );
    }
    const error = spec.variant ? a.load(spec) : a.unload();
    return this.#loaded([...problems, error].filter(Boolean).join('\n') || null);
  }

  /** A load is over: its error shown (or none), and said to whoever waits. */
  #loaded(text) {
    const s = this.#s;
    this.#a.showError(text);
    this.#refs.main.hidden = !s.game && !s.editor;
    this.#whenLoaded.resolve(text);
    this.#a.emit('ready', { error: text });
    return text;
  }

  #specFromAttributes() {
    const a = (n) => this.getAttribute(n);
    return {
      variant: a('variant') || '',
      // A long definition reads best as a child <script type="text/x-variants">.
      rules: a('rules') || this.querySelector(':scope > script[type="text/x-variants"]')?.textContent || '',
      rulesSrc: a('rules-src') || '',
      options: a('options') || '',
      position: a('position') || '',
      moves: a('moves') || '',
      mode: a('mode') || 'view',
      at: a('at') ?? undefined,
      computerSide: a('computer-side') || 'black',
      level: a('level') ?? undefined,
    };
  }

  /** The orientation asked for; by default the reader's side: against the computer, or by link (this device's side). */
  #orientation(spec) {
    if (this.#flipped) return this.#flipped;
    const o = this.getAttribute('orientation');
    if (o === 'white' || o === 'black') return o;
    if (spec.orientation === 'white' || spec.orientation === 'black') return spec.orientation;
    if (spec.mode === 'play' && (spec.player === 'white' || spec.player === 'black')) return spec.player;
    return spec.mode === 'computer' && spec.computerSide === 'white' ? 'black' : 'white';
  }

  #applyLook() {
    const s = this.#s;
    const a = this.#a;
    if (!s || !(s.game || s.editor)) return;
    s.view.orientation = this.#orientation(s.spec || {});
    this.#readLook();
    a.themeChanged();
    a.relayout();
  }

  /** Coordinates (on, off, inside), the squares' colours, the pieces' style and the habits. */
  #readLook() {
    const s = this.#s;
    const c = this.getAttribute('coordinates');
    s.view.coordinates = c === 'inside' ? c : c !== 'off';
    s.view.pieceStyle = this.getAttribute('piece-style');
    this.#refs.root.dataset.colors = this.getAttribute('board-colors') || '';
    s.autoQueen = this.hasAttribute('auto-queen');
    s.confirmTurns = this.hasAttribute('confirm-turn');
    s.material = this.hasAttribute('material');
  }

  #applyHabits() {
    const s = this.#s;
    if (!s?.game) return;
    const wasConfirming = s.confirming;
    this.#readLook();
    // Confirm-turn turned off while a turn waits: the turn goes as played.
    if (wasConfirming && !s.confirmTurns) this.#a.settleTurn(true);
    else this.#a.refresh({ announce: false });
  }

  #applyTheme() {
    const t = this.getAttribute('theme');
    const win = this.ownerDocument.defaultView;
    const dark = t === 'dark' || (t === 'auto' && !!win?.matchMedia?.('(prefers-color-scheme: dark)').matches);
    this.#refs.root.dataset.theme = dark ? 'dark' : 'light';
    this.#a?.themeChanged();
  }

  // ---- public API -------------------------------------------------------

  /**
   * Loads a game: { variant, options, position, moves, mode?, at?,
   * computerSide?, level?, orientation? }. Resolves to the error shown
   * (a refused position, an illegal turn), or null. Until the element has
   * been in view, the load waits for it.
   */
  load(spec) {
    this.#spec = { mode: this.getAttribute('mode') || 'view', ...spec };
    if (this.#s) return Promise.resolve(this.#loadNow());
    return this.#whenLoaded.promise;
  }

  /** The game record of the live game (with its tags), or '' before loading. */
  get record() {
    return this.#s?.game ? this.#s.game.record() : '';
  }

  /** The position string of the position shown (in the setup editor, the one being set up), or '' before loading. */
  get position() {
    const s = this.#s;
    if (s?.editor) return s.editor.fen;
    return s?.game ? shown(s).positionString() : '';
  }

  /**
   * Opens the setup editor on { variant, options, position } (the game's
   * start array without a position); "Back to the game" returns to the game
   * on the board now. Resolves like load().
   */
  edit(spec) {
    return this.load({ ...spec, mode: 'edit', returnTo: this.saveState() });
  }

  /** In the setup editor: { variant, options, position, ok, name }; otherwise null. */
  get editing() {
    const ed = this.#s?.editor;
    if (!ed) return null;
    return { variant: ed.variant, options: JSON.parse(ed.options || '{}'), position: ed.fen, ok: ed.info.ok, name: ed.name };
  }

  /** Turns the board around (the reader's choice, kept until the next load). */
  flip() {
    const s = this.#s;
    const a = this.#a;
    if (!s) return;
    this.#flipped = s.view.orientation === 'white' ? 'black' : 'white';
    s.view.orientation = this.#flipped;
    // The clocks follow the sides: the bottom side's under the board.
    a.renderClocks();
    a.relayout();
    a.emit('change', null);
  }

  /** Shows the position after turn `turn` (0: the start); in play modes the last is the game itself. */
  goTo(turn) {
    this.#s?.game && this.#a.showTurn(Number(turn));
  }

  /** Lays the board out again (the page calls it when the window changes). */
  refit() {
    this.#a?.relayout();
  }

  /**
   * What a diagram of the position shown needs (Share → Diagram draws it with
   * the code of `twofold diagram`): the game's record, the history steps of
   * the position shown, the board's orientation, and the reader's own arrows
   * (`e2e4,g1f3`) and circles (`e4,d5`). null in the setup editor or before loading.
   */
  get diagramSource() {
    const s = this.#s;
    if (!s?.game || s.editor) return null;
    const names = s.geom.squareNames;
    return {
      record: s.game.record(),
      steps: shown(s).ply(),
      orientation: s.view.orientation,
      arrows: [...s.userArrows.values()].map(([from, to]) => names[from] + names[to]).join(','),
      circles: [...s.circles].map((i) => names[i]).join(','),
    };
  }

  /** Everything a saved game needs to be restored with load(). */
  saveState() {
    return this.#s?.game ? this.#a.saveState() : null;
  }

  /** A link to the page at `base` that opens this board's game (in the setup editor, its position once the rules accept it). */
  shareUrl(base) {
    const s = this.#s;
    const a = this.#a;
    if (s?.editor) return s.editor.shareUrl(base);
    return s?.game ? a.shareUrl(base) : '';
  }

  /** Where the turn's controls are on screen (client rects; none when hidden), so a page's own messages keep clear of them. */
  turnControlRects() {
    return turnControlRects(this.#refs);
  }

  /** Where the board's own message is on screen (none when hidden), for a page's messages to keep clear of it if they can. */
  toastRects() {
    const t = this.#refs.toast;
    return t.hidden ? [] : [t.getBoundingClientRect()];
  }

  /** Shows a message in the board's own toast. */
  toast(text) {
    this.#a?.toast(text);
  }

  /**
   * Read-only views for tests and tools (README, "Properties, methods and
   * events"): nothing here changes a game or reaches into the board's
   * workings. Fault injection and replays are the tests' own
   * (tests-e2e/wasm-faults.js, tests-e2e/helpers.js), never shipped.
   */
  get debug() {
    const s = this.#s;
    if (!s) return null;
    return {
      ready: !!(s.game || s.editor),
      state: () => {
        const g = s.game;
        if (!g) return { mode: s.mode, files: s.geom?.width ?? 0, squareSize: s.view.layout?.s ?? 0, zoomed: s.view.zoomed, cursor: s.cursor, orientation: s.view.orientation };
        return {
          variant: g.variantId(),
          mode: s.mode,
          position: g.positionString(),
          shownPosition: shown(s).positionString(),
          viewTurn: s.viewTurn,
          record: g.record(),
          history: g.history().filter((t) => t.complete),
          status: g.status(),
          canEndTurn: g.canEndTurn(),
          turnInProgress: g.turnInProgress(),
          legalCount: s.legal.length,
          firstDrawMs: s.firstDrawMs,
          orientation: s.view.orientation,
          files: s.geom.width,
          squareSize: s.view.layout?.s ?? 0,
          zoomed: s.view.zoomed,
          cursor: s.cursor,
          // The coordinates drawn: 'a', '1'…; on the squares ('inside'), with an @.
          labels: s.view.layout?.labels.map((l) => l.text + (l.inside ? '@' : '')) ?? [],
          confirming: s.confirming,
          rulesGeneration: s.rules.generation,
          // The game's pieces (letter → { name, moves, art }) in the modules that load definitions; null in the plain one.
          pieces: s.geom.pieces ? Object.fromEntries(s.geom.pieces) : null,
        };
      },
      /** What the board draws, with square names: pieces, ghosts, arrows, the beaten king, marks. */
      scene: () => {
        const sc = s.view.scene;
        const name = (i) => s.geom.squareNames[i];
        return {
          board: Object.fromEntries(sc.board.flatMap((l, i) => (l ? [[name(i), l]] : []))),
          ghosts: sc.ghosts.map((g) => ({ square: name(g.index), letter: g.letter })),
          arrows: sc.arrows.map((a) => ({ from: name(a.from), to: name(a.to), n: a.n, kind: a.kind })),
          lost: sc.lost.map(name),
          circles: sc.circles.map(name),
          cursor: sc.cursor >= 0 ? name(sc.cursor) : null,
          selected: sc.selected >= 0 ? name(sc.selected) : null,
          targets: [...sc.targets.keys()].map(name),
          drag: sc.drag ? { touch: !!sc.drag.touch, moved: !!sc.drag.moved } : null,
          problems: (sc.problems || []).map(name),
          premove: sc.premove ? { from: name(sc.premove.from), to: name(sc.premove.to) } : null,
        };
      },
      legalParts: () => (s.game && s.features.moves && !browsing(s) ? s.game.legalParts() : []),
      /** The setup editor's state (null outside it): position, problems and marked squares, tool, board. */
      editor: () => s.editor?.debugState() ?? null,
      squareCenter: (name) => this.#squareCenter(name),
      /** A square's box on screen as it is now ({ x, y, s }, client px), nothing scrolled. */
      squareBox: (name) => s.view.squareBox(idx(s, name)),
      computer: () => ({ side: s.computer.side, level: s.computer.level, busy: s.computer.busy, searches: s.computer.searches.slice() }),
      /** The analysis: on or off, updates received, the depth and lines shown. */
      analysis: () => ({ on: s.analysis.on, updates: s.analysis.updates, depth: s.analysis.depth, lines: s.analysis.lines.slice() }),
      variants: () => s.rules.variants(),
    };
  }

  /** Client coordinates of a square's centre, scrolling it into view first. */
  #squareCenter(name) {
    const i = idx(this.#s, name);
    if (i < 0) throw new Error(`no square ${name}`);
    return this.#s.view.squareCenter(i);
  }
}

/** What is wrong with the attributes (or load() spec), as messages for the board's box; gameIds() lists the rules' games. */
function attributeProblems(spec, gameIds) {
  const problems = [];
  if (!spec.variant) {
    problems.push(`no variant given: add variant="…" with one of the games: ${gameIds().join(', ')}`);
  }
  if (!MODES[spec.mode]) problems.push(`unknown mode '${String(spec.mode).slice(0, 40)}' (known: ${Object.keys(MODES).join(', ')}); showing the position`);
  if (spec.mode === 'computer') {
    if (spec.computerSide && !['white', 'black'].includes(spec.computerSide)) problems.push(`computer-side must be white or black, not '${String(spec.computerSide).slice(0, 40)}'`);
    if (spec.level !== undefined && spec.level !== null && spec.level !== '' && !/^[1-5]$/.test(String(spec.level))) problems.push(`level must be 1 to 5, not '${String(spec.level).slice(0, 40)}'`);
  }
  return problems;
}

// Each attribute of PROPERTY_ATTRIBUTES as a property that reflects it: the
// attribute's value ('' when absent); setting null or undefined removes it.
for (const attribute of PROPERTY_ATTRIBUTES) {
  const property = attribute.replace(/-(\w)/g, (_, c) => c.toUpperCase());
  Object.defineProperty(TwofoldBoard.prototype, property, {
    get() {
      return this.getAttribute(attribute) ?? '';
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

/** Registers <twofold-board> (once); nothing on a server, which has no custom elements. */
export function defineTwofoldBoard(registry = globalThis.customElements) {
  if (registry && !registry.get('twofold-board')) registry.define('twofold-board', TwofoldBoard);
}
