// Share → Diagram: the position shown as an SVG or PNG picture, downloaded
// or copied, for pages that show images only. The SVG is drawn by the
// command line's own code (`twofold diagram`) in the wasm module loaded on
// demand (www/pkg-diagram, core/rules.js' loadExtras), fetched when the tab
// first opens, so a page that never shares a diagram (nor opens the setup
// editor) never downloads it; the page and the command give the same picture
// for the same choices. A PNG is that SVG painted on a canvas, its pixels
// written as the command writes its PNG (app/png-encode.js, loaded then),
// with the same text chunks: the position string and the record.

import { loadExtras, loadRules, compiledDefinitions } from '../core/rules.js';
import { $, toast, downloadFile } from './dom.js';

/** How many of the page's definitions each instance of the module has loaded. */
const definitionsIn = new WeakMap();

/** The diagrams' module, with every definition the page has loaded (in their order: a later one replaces a name), so it draws games written as text. */
async function diagrams() {
  const mod = await loadExtras();
  const all = compiledDefinitions();
  for (let n = definitionsIn.get(mod) ?? 0; n < all.length; n++) {
    mod.loadCompiled(all[n]);
    definitionsIn.set(mod, n + 1);
  }
  return mod;
}

/** The dialog's choices. */
function choices() {
  const size = Math.round(Number($('diagram-size').value));
  return {
    width: Number.isFinite(size) ? Math.min(4096, Math.max(64, size)) : 480,
    orientation: $('diagram-orientation').value,
    coordinates: $('diagram-coordinates').checked,
    lastMove: $('diagram-last-move').checked,
    lastArrows: $('diagram-last-arrows').checked,
    bare: $('diagram-bare').checked,
    marks: $('diagram-marks').checked,
  };
}

/** The SVG's own size (its width and height attributes). */
function svgSize(svg) {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  return { width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')) };
}

/** The position string and record of the position shown, as the command's PNG carries them (read by the page's rules, which play the game: the diagrams' module has no Game). */
async function pngTexts(source) {
  const { Game } = await loadRules();
  const game = Game.fromRecord(source.record);
  const shown = game.snapshotAt(source.steps);
  try {
    return [
      ['Position', shown.positionString()],
      ['Record', shown.record()],
    ];
  } finally {
    shown.free();
    game.free();
  }
}

/** The SVG painted at its own size as a PNG blob, with `texts` ([keyword, text]) in it. */
async function pngOf(svg, texts) {
  const { width, height } = svgSize(svg);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(img, 0, 0, width, height);
    const { encodePng } = await import('./png-encode.js');
    return await encodePng(ctx.getImageData(0, 0, width, height), texts);
  } finally {
    URL.revokeObjectURL(url);
  }
}


export function setupDiagramPane({ board }) {
  const preview = $('diagram-preview');
  /** The SVG of the position shown, with the dialog's choices. */
  const current = async () => {
    const source = board.diagramSource;
    if (!source) return '';
    const c = choices();
    const { diagramSvg } = await diagrams();
    const [arrows, circles] = c.marks ? [source.arrows, source.circles] : ['', ''];
    return diagramSvg(source.record, source.steps, c.width, c.orientation, c.coordinates, c.lastMove, arrows, circles, c.bare, c.lastMove && c.lastArrows);
  };
  const fileName = (ext) => `twofold-${(board.saveState() || {}).variant || 'diagram'}.${ext}`;

  const update = async () => {
    try {
      const svg = await current();
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      preview.replaceChildren(document.importNode(doc.documentElement, true));
    } catch (e) {
      preview.textContent = `The diagram could not be made: ${e.message}`;
    }
  };

  const save = async () => {
    const svg = await current();
    if ($('diagram-format').value === 'svg') downloadFile(new Blob([svg], { type: 'image/svg+xml' }), fileName('svg'));
    else downloadFile(await pngOf(svg, await pngTexts(board.diagramSource)), fileName('png'));
  };

  const copy = async () => {
    if (!navigator.clipboard) {
      toast('Copying is not available here; use Download.');
      return;
    }
    try {
      const svg = await current();
      if ($('diagram-format').value === 'svg') await navigator.clipboard.writeText(svg);
      else await navigator.clipboard.write([new ClipboardItem({ 'image/png': pngTexts(board.diagramSource).then((texts) => pngOf(svg, texts)) })]);
      toast('Copied.');
    } catch {
      toast('Copying was refused; use Download.');
    }
  };

  for (const id of ['diagram-size', 'diagram-orientation', 'diagram-coordinates', 'diagram-last-move', 'diagram-last-arrows', 'diagram-bare', 'diagram-marks']) $(id).addEventListener('change', update);
  $('diagram-download').addEventListener('click', () => save().catch((e) => toast(`The diagram could not be made: ${e.message}`)));
  $('diagram-copy').addEventListener('click', copy);
  return { update };
}
