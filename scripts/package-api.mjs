// The element's public surface, written once, for the package's types
// (twofold-board.d.ts) and its custom-elements.json (scripts/package.mjs).
// The games and options come from the rules (`games`: the rules'
// variants()), so a game added to the rules appears in both by itself.
// What the element does is in www/board/element.js; what a page author reads
// is docs/embedding.md ("Attributes", "Properties, methods and events").

const quote = (s) => `'${s}'`;
const union = (values) => values.map(quote).join(' | ');

/** Attributes; `property`: the reflecting property's name (element.js, PROPERTY_ATTRIBUTES), none for `position`. */
function attributes(games) {
  const options = [...new Set(games.flatMap((g) => g.options.map((o) => o.id)))];
  return [
    { name: 'variant', property: 'variant', type: "TwofoldVariant | (string & {})", text: `The game (required): ${games.map((g) => `\`${g.id}\` (${g.name})`).join(', ')}, or a game the board's definitions name.` },
    { name: 'rules', property: 'rules', type: 'string', text: 'Definitions of games written as text (Fairy-Stockfish\'s variants.ini form, with turns of several moves; docs/variants.md); a child `<script type="text/x-variants">` may hold them instead.' },
    { name: 'rules-src', property: 'rulesSrc', type: 'string', text: 'The URL of a definitions file (same origin, or served with CORS).' },
    { name: 'options', property: 'options', type: 'string', text: `The game's options, space-separated: ${options.map((o) => `\`${o}\``).join(', ')}.` },
    { name: 'position', type: 'string', text: 'A position string to start from (default: the game\'s start). Its property is the position shown (read-only); set the attribute.' },
    { name: 'moves', property: 'moves', type: 'string', text: 'Numbered movetext (`1.e4 c5,d6 2.Bb5+`), or a whole record with tags.' },
    { name: 'mode', property: 'mode', type: "TwofoldMode | ''", text: 'What the reader may do: `view` (the default), `replay`, `play`, `computer`, `analyse`, `edit`.' },
    { name: 'at', property: 'at', type: 'string', text: 'Replay and view: the turn shown first (`0` the start, `end` the last).' },
    { name: 'computer-side', property: 'computerSide', type: "'white' | 'black' | ''", text: '`computer` mode: the computer\'s side (default `black`).' },
    { name: 'level', property: 'level', type: 'string', text: '`computer` mode: `1` to `5` (default `5`).' },
    { name: 'orientation', property: 'orientation', type: "'white' | 'black' | ''", text: 'The side at the bottom.' },
    { name: 'coordinates', property: 'coordinates', type: "'on' | 'off' | 'inside' | ''", text: 'The squares\' names: along the edges (`on`, the default), on the squares themselves (`inside`), or `off`.' },
    { name: 'board-colors', type: "'blue' | 'green' | 'grey' | ''", text: 'The squares\' colours: brown (the default), `blue`, `green` or `grey`, in either theme.' },
    { name: 'piece-style', type: "'letters' | ''", text: 'The pieces as pictures (the default) or `letters` on discs.' },
    { name: 'auto-queen', type: 'boolean', text: 'Present: a promotion played on the board takes the strongest choice without asking (a typed move still chooses).' },
    { name: 'confirm-turn', type: 'boolean', text: 'Present: each turn the reader completes waits for Confirm turn (or Cancel turn) before it counts.' },
    { name: 'material', type: 'boolean', text: 'Present: the material difference under the status.' },
    { name: 'zen', type: 'boolean', text: 'Present: the panel keeps the turn, the moves and the game\'s buttons; the move box, the computer\'s line and the extra buttons go.' },
    { name: 'theme', property: 'theme', type: "'light' | 'dark' | 'auto' | ''", text: '`light` (default), `dark`, or `auto` (the reader\'s system setting).' },
  ];
}

const FIELDS = [
  { name: 'record', type: 'string', text: 'The game record of the live game (with its tags), or \'\' before loading.' },
  { name: 'position', type: 'string', text: 'The position string of the position shown (in the setup editor, the one set up), or \'\' before loading.' },
  { name: 'editing', type: 'TwofoldEditing | null', text: 'In the setup editor: what is being set up; otherwise null.' },
  { name: 'diagramSource', type: 'TwofoldDiagramSource | null', text: 'What a diagram of the position shown needs; null in the setup editor or before loading.' },
  { name: 'debug', type: 'TwofoldDebug | null', text: 'Read-only views for tests and tools (they may change between versions); null before the board starts.' },
];

const METHODS = [
  { name: 'load', params: [['spec', 'TwofoldGameSpec']], returns: 'Promise<string | null>', text: 'Loads a game (instead of the attributes, until an attribute changes); resolves to the error shown, or null.' },
  { name: 'edit', params: [['spec', 'TwofoldPositionSpec']], returns: 'Promise<string | null>', text: 'Opens the setup editor on that position (the start array without one).' },
  { name: 'goTo', params: [['turn', 'number']], returns: 'void', text: 'Shows the position after turn `turn` (0: the start).' },
  { name: 'flip', params: [], returns: 'void', text: 'Turns the board around.' },
  { name: 'refit', params: [], returns: 'void', text: 'Lays the board out again.' },
  { name: 'saveState', params: [], returns: 'TwofoldGameSpec | null', text: 'Everything a saved game needs to be restored with load().' },
  { name: 'shareUrl', params: [['base', 'string | URL']], returns: 'string', text: 'A link to the twofold page at `base` that opens this board\'s game.' },
  { name: 'turnControlRects', params: [], returns: 'DOMRect[]', text: 'Where the turn\'s controls are on screen, so a page\'s messages keep clear of them.' },
  { name: 'toastRects', params: [], returns: 'DOMRect[]', text: 'Where the board\'s own message is on screen (none when hidden).' },
  { name: 'toast', params: [['text', 'string']], returns: 'void', text: 'Shows a message in the board\'s own toast.' },
];

const EVENTS = [
  { name: 'ready', detail: 'TwofoldReadyDetail', text: 'After a load: the error shown, or null.' },
  { name: 'turn', detail: 'TwofoldTurnDetail', text: 'A turn played (`source: "play"`) or stepped to in a replay (`"replay"`).' },
  { name: 'gameover', detail: 'TwofoldGameOverDetail', text: 'The game is over.' },
  { name: 'toast', detail: 'TwofoldToastDetail', text: 'The board shows a message over itself.' },
  { name: 'playposition', detail: 'TwofoldPlayPositionDetail', text: 'The setup editor\'s Play (cancelable: a page cancels it to open the game itself).' },
  { name: 'shareposition', detail: 'TwofoldSharePositionDetail', text: 'The setup editor\'s Share link or Embed snippet.' },
];

const APP_URL = 'The address of a twofold page (the full app) for every board\'s "Open in twofold" link, which opens the board\'s game there; null (the default) shows no such link.';

/** The declarations of the class and its types (the package's define-free.d.ts). */
export function classTypes(games) {
  const options = [...new Set(games.flatMap((g) => g.options.map((o) => o.id)))];
  const doc = (text, indent = '') => `${indent}/** ${text} */\n`;
  const params = (m) => m.params.map(([n, t]) => `${n}: ${t}`).join(', ');
  return `// The <twofold-board> element's types: generated by scripts/package.mjs
// from scripts/package-api.mjs and the rules' games.

/** A game of the rules (the \`variant\` attribute). */
export type TwofoldVariant = ${union(games.map((g) => g.id))};
/** An option of a game (the \`options\` attribute holds them space-separated). */
export type TwofoldOption = ${options.length ? union(options) : 'never'};
/** What the reader may do on the board. */
export type TwofoldMode = 'view' | 'replay' | 'play' | 'computer' | 'analyse' | 'edit';
export type TwofoldSide = 'white' | 'black';

/** A game to load: what the attributes say, as one object. */
export interface TwofoldGameSpec {
  variant: TwofoldVariant | (string & {});
  /** Definitions written as text (variants.ini form) that name \`variant\`. */
  rules?: string;
  /** The URL of a definitions file. */
  rulesSrc?: string;
  /** Space-separated option names, or the options as \`{ name: true }\`. */
  options?: string | Partial<Record<TwofoldOption, boolean>>;
  position?: string;
  moves?: string;
  mode?: TwofoldMode;
  at?: number | 'end' | (string & {});
  computerSide?: TwofoldSide;
  level?: 1 | 2 | 3 | 4 | 5 | (string & {});
  orientation?: TwofoldSide;
}

/** A position for the setup editor. */
export interface TwofoldPositionSpec {
  variant: TwofoldVariant | (string & {});
  options?: string | Partial<Record<TwofoldOption, boolean>>;
  position?: string;
}

/** The setup editor's state (the \`editing\` property). */
export interface TwofoldEditing {
  variant: TwofoldVariant;
  options: Partial<Record<TwofoldOption, boolean>>;
  position: string;
  ok: boolean;
  name: string;
}

/** What a diagram of the position shown needs (the \`diagramSource\` property). */
export interface TwofoldDiagramSource {
  record: string;
  steps: number;
  orientation: TwofoldSide;
  /** The reader's own arrows, \`e2e4,g1f3\`. */
  arrows: string;
  /** The reader's own circles, \`e4,d5\`. */
  circles: string;
}

/** Views for tests and tools (the \`debug\` property); what they return may change between versions. */
export interface TwofoldDebug {
  ready: boolean;
  state(): Record<string, unknown>;
  scene(): Record<string, unknown>;
  legalParts(): unknown[];
  editor(): Record<string, unknown> | null;
  squareCenter(name: string): { x: number; y: number };
  squareBox(name: string): { x: number; y: number; s: number };
  computer(): Record<string, unknown>;
  analysis(): Record<string, unknown>;
  variants(): Array<{ id: string; name: string; options: Array<{ id: string; name: string }> }>;
}

export interface TwofoldReadyDetail {
  /** The error shown (a refused position, an illegal turn), or null. */
  error: string | null;
}
export interface TwofoldTurnDetail {
  /** The turn's index from the start (1 the first). */
  index: number;
  /** Its number in the record. */
  number: number;
  color: TwofoldSide;
  /** The turn as the record writes it. */
  text: string;
  /** The position string after it. */
  position: string;
  source: 'play' | 'replay';
}
export interface TwofoldGameOverDetail {
  result: string;
  reason: string;
  winner: TwofoldSide | null;
}
export interface TwofoldToastDetail {
  text: string;
}
export interface TwofoldPlayPositionDetail {
  spec: TwofoldGameSpec;
}
export interface TwofoldSharePositionDetail {
  tab: 'link' | 'embed';
}

/** The element's own events (they bubble and cross shadow roots). */
export interface TwofoldBoardEventMap extends HTMLElementEventMap {
${EVENTS.map((e) => `${doc(e.text, '  ')}  ${e.name}: CustomEvent<${e.detail}>;`).join('\n')}
}

/** <twofold-board>: a live board of a twofold game. */
export declare class TwofoldBoard extends HTMLElement {
${doc(APP_URL, '  ')}  static appUrl: string | null;
  static readonly observedAttributes: string[];

${attributes(games)
  .filter((a) => a.property)
  .map((a) => `${doc(`The \`${a.name}\` attribute, reflected (\`''\` when absent). ${a.text}`, '  ')}  ${a.property}: ${a.type};`)
  .join('\n')}

${FIELDS.map((f) => `${doc(f.text, '  ')}  readonly ${f.name}: ${f.type};`).join('\n')}

${METHODS.map((m) => `${doc(m.text, '  ')}  ${m.name}(${params(m)}): ${m.returns};`).join('\n')}

  addEventListener<K extends keyof TwofoldBoardEventMap>(type: K, listener: (this: TwofoldBoard, event: TwofoldBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof TwofoldBoardEventMap>(type: K, listener: (this: TwofoldBoard, event: TwofoldBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Registers the class as <twofold-board> (once; nothing where there are no custom elements, as on a server). */
export declare function defineTwofoldBoard(registry?: CustomElementRegistry): void;
`;
}

/** The registering entry's types: the class's, and the tag in HTMLElementTagNameMap. */
export function entryTypes() {
  return `// The entry that registers <twofold-board>: generated by scripts/package.mjs.
export * from './define-free.js';
import type { TwofoldBoard } from './define-free.js';

declare global {
  interface HTMLElementTagNameMap {
    'twofold-board': TwofoldBoard;
  }
}
`;
}

/** custom-elements.json (the Custom Elements Manifest, schema 1.0.0) of the package's modules. */
export function customElementsManifest(games, { classModule, defineModule, entryModule }) {
  const declaration = { name: 'TwofoldBoard', module: classModule };
  const attrs = attributes(games);
  const members = [
    { kind: 'field', name: 'appUrl', static: true, type: { text: 'string | null' }, default: 'null', description: APP_URL },
    ...attrs.filter((a) => a.property).map((a) => ({ kind: 'field', name: a.property, type: { text: a.type }, attribute: a.name, reflects: true, description: a.text })),
    ...FIELDS.map((f) => ({ kind: 'field', name: f.name, type: { text: f.type }, readonly: true, description: f.text })),
    ...METHODS.map((m) => ({
      kind: 'method',
      name: m.name,
      parameters: m.params.map(([name, text]) => ({ name, type: { text } })),
      return: { type: { text: m.returns } },
      description: m.text,
    })),
  ];
  const element = {
    kind: 'class',
    name: 'TwofoldBoard',
    tagName: 'twofold-board',
    customElement: true,
    superclass: { name: 'HTMLElement' },
    description: 'A live board of a twofold game: a diagram, a replay, a game for two readers or against the computer, an analysis or the setup editor.',
    attributes: attrs.map((a) => ({ name: a.name, type: { text: a.type }, description: a.text, ...(a.property ? { fieldName: a.property } : {}) })),
    members,
    events: EVENTS.map((e) => ({ name: e.name, type: { text: `CustomEvent<${e.detail}>` }, description: e.text })),
  };
  const js = (name) => ({ kind: 'js', name, declaration: { name, module: classModule } });
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: [
      { kind: 'javascript-module', path: classModule, declarations: [element, { kind: 'function', name: 'defineTwofoldBoard', description: 'Registers the class as <twofold-board> (once).' }], exports: [js('TwofoldBoard'), js('defineTwofoldBoard')] },
      { kind: 'javascript-module', path: defineModule, declarations: [], exports: [{ kind: 'js', name: 'TwofoldBoard', declaration }, { kind: 'js', name: 'defineTwofoldBoard', declaration: { name: 'defineTwofoldBoard', module: classModule } }] },
      {
        kind: 'javascript-module',
        path: entryModule,
        declarations: [],
        exports: [
          { kind: 'js', name: 'TwofoldBoard', declaration },
          { kind: 'js', name: 'defineTwofoldBoard', declaration: { name: 'defineTwofoldBoard', module: classModule } },
          { kind: 'custom-element-definition', name: 'twofold-board', declaration },
        ],
      },
    ],
  };
}

/** The package README's lists of games and options (hosting/package/README.md's @GAMES@ and @OPTIONS@). */
export function gameLists(games) {
  const gamesList = games.map((g) => `* \`${g.id}\` — ${g.name}: ${g.summary}`).join('\n');
  const optionsList = games
    .flatMap((g) => g.options.map((o) => `* \`${o.id}\` (${g.name}) — ${o.name}: ${o.description}`))
    .join('\n');
  return { gamesList, optionsList };
}
