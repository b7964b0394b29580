// The board's picture: the canvas inside its scrolling wrap, the layout for
// the room the component has, zoom (on its own on touch screens where the
// squares would be too small to tap), the coordinates kept in view while a
// zoomed board scrolls, and painting the scene the controller describes.
// It knows geometry and pixels, nothing of the rules.
//
// In an article (an embed, not the full page) the article comes first: a
// swipe on a board scrolls it, and a board never zooms by itself until the
// reader starts to play on it (engage()); a diagram or a replay never does.

import { computeLayout, hitTest } from './layout.js';
import { drawBoard, sizeCanvas } from './draw.js';
import { readBoardColors } from './theme.js';
import { isSideways } from './page-form.js';

/** The smallest square a finger can hit reliably (CSS px). */
export const MIN_TAP = 40;
/** A finger-wide square: a zoomed board's, and the least the window's height holds an embed's squares to. */
const FINGER = 44;
/** Below this a touch screen zooms by itself. */
const AUTO_ZOOM_BELOW = 36;
/** Below this a mouse user is offered Zoom. */
const SMALL = 30;

export class BoardView {
  constructor(refs, host) {
    this.refs = refs;
    this.host = host;
    this.win = host.ownerDocument.defaultView;
    this.geom = null;
    this.layout = null;
    this.orientation = 'white';
    this.coordinates = true; // true, false or 'inside' (on the squares, lichess's way)
    this.pieceStyle = null; // 'letters': letters on discs
    this.zoomChoice = null; // null: automatic; true/false: the player's choice
    this.zoomed = false;
    this.colors = null;
    this.scene = null;
    this.page = false;
    this.form = 'wide'; // the full page's form (pageRoom)
    this.playing = false; // a mode with moves or the setup editor (the controller says)
    this.engaged = false; // the reader has touched this board to play (an embed)
    this.framePending = false;
    this.overview = lazyOverview(refs, () => this.relayout());
    // A zoomed board keeps its coordinates at the visible edges as it scrolls.
    refs.wrap.addEventListener('scroll', () => this.repaintSoon(), { passive: true });
    this.barHeight = 0; // the room left under the board for the turn's bar (upright)
  }

  /** The turn's bar changed size (element.js observes it): upright, the board's window follows. */
  turnBarResized() {
    if (this.page && this.form === 'upright' && this.turnBarBelow() !== this.barHeight) this.relayout();
  }

  get canvas() {
    return this.refs.canvas;
  }

  setGeometry(geom) {
    this.geom = geom;
    this.layout = null;
    // A scene of the old board is never painted on the new one.
    this.scene = null;
  }

  /** Is this a touch screen (a finger, not a mouse)? */
  coarse() {
    return !!this.win.matchMedia?.('(pointer: coarse)').matches;
  }

  /** Lays the board out in the room the component has; the scene is repainted. */
  relayout() {
    if (!this.geom) return;
    const { wrap } = this.refs;
    const options = { flip: this.orientation === 'black', coordinates: this.coordinates };
    // The overview shows while the board is zoomed; its room under the board
    // counts in the page's sums, so a change of its size lays the board out once more.
    for (let pass = 0; pass < 2; pass++) {
      const { availW, availH, layout: fitted } = this.page ? this.pageRoom(options) : this.embedRoom(options);
      this.zoomed = this.zoomChoice ?? this.autoZoom(fitted);
      // The page zooms a big board just to finger-wide squares; the reader's Zoom (and an article's) enlarges more.
      const zoom = this.page && this.zoomChoice === null ? { zoom: 1, minSquare: FINGER } : { zoom: 1.6, minSquare: FINGER };
      this.layout = this.zoomed ? computeLayout(this.geom, availW, availH, { ...options, ...zoom }) : fitted;
      wrap.classList.toggle('zoomed', this.zoomed);
      // Until then a swipe on it scrolls the article (taps still reach the board).
      wrap.classList.toggle('scrolls-page', !this.page && !(this.playing && this.engaged));
      wrap.style.maxHeight = this.zoomed ? `${Math.round(availH)}px` : '';
      if (this.form === 'sideways') {
        // The board's column is as wide as the board (the panel takes the rest).
        const scrollbar = wrap.offsetWidth - wrap.clientWidth;
        this.refs['board-area'].style.flex = `0 0 ${Math.min(availW, this.layout.width + scrollbar)}px`;
      } else this.refs['board-area'].style.flex = '';
      const zoomButton = this.refs.zoom;
      zoomButton.hidden = !this.zoomed && fitted.s >= (this.coarse() ? MIN_TAP : SMALL);
      zoomButton.setAttribute('aria-pressed', String(this.zoomed));
      zoomButton.classList.toggle('suggest', !this.zoomed && fitted.s < SMALL);
      const before = this.overview.box();
      this.overview.show(this.zoomed && this.layout);
      if (this.overview.box() === before) break;
    }
    this.repaint();
  }

  /**
   * Does the board zoom by itself? On a touch screen the big boards (more
   * than 64 squares) zoom on the page wherever their squares would be
   * narrower than a finger; any board zooms where its squares would be
   * under AUTO_ZOOM_BELOW (not squares a little under a finger's width: a
   * whole 8×8 board in view is worth more). In an article, only once the
   * reader plays on the board.
   */
  autoZoom(fitted) {
    const mayZoom = this.page || (this.playing && this.engaged);
    if (!mayZoom || !this.coarse()) return false;
    const big = this.geom.width * this.geom.height > 64;
    return fitted.s < AUTO_ZOOM_BELOW || (this.page && big && fitted.s < FINGER);
  }

  /**
   * The full page's room: the board fills the window below its top edge,
   * in one of three forms (this.form):
   *   wide      the panel beside the board (board.css's container query):
   *             the row under the board (browsing, square names) stays on screen;
   *   upright   a phone held upright, the panel under the board: the board's
   *             window leaves room for the turn's bar (status, End turn,
   *             Take back part) under it; the rest of the panel follows below;
   *   sideways  a phone held sideways: the board has the screen's height, the
   *             panel the rest of the width, with the row under the board in it.
   * The setup editor's palette stays under the board in all three.
   */
  pageRoom(options) {
    const { wrap, root } = this.refs;
    const win = this.win;
    const main = wrap.closest('.main');
    this.form = isSideways(win) ? 'sideways' : !main || win.getComputedStyle(main).flexDirection === 'column' ? 'upright' : 'wide';
    if (this.form === 'sideways') root.dataset.sideways = '';
    else delete root.dataset.sideways;
    this.placeUnderRow();
    const palette = this.refs['palette-area'].offsetHeight;
    let availW;
    let availH;
    if (this.form === 'sideways') {
      // The board's column is held by board-area (sticky at the top): the wrap's distance from its top.
      const area = this.refs['board-area'].getBoundingClientRect();
      const top = wrap.getBoundingClientRect().top - area.top;
      const pad = parseFloat(win.getComputedStyle(root).paddingTop) || 0;
      availH = Math.max(200, win.innerHeight - top - palette - 2 * pad);
      const gap = parseFloat(win.getComputedStyle(main).columnGap) || 0;
      availW = Math.max(200, main.clientWidth - (parseFloat(win.getComputedStyle(this.refs.side).minWidth) || 0) - gap);
    } else {
      const box = wrap.getBoundingClientRect();
      availW = Math.max(200, box.width || this.host.clientWidth || 320);
      const top = Math.max(0, box.top + win.scrollY);
      const under = this.refs.under.offsetHeight + 16;
      this.barHeight = this.form === 'upright' ? this.turnBarBelow() : 0;
      availH = Math.max(200, win.innerHeight - top - palette - (this.form === 'upright' ? this.barHeight + 8 : under));
    }
    return { availW, availH, layout: computeLayout(this.geom, availW, availH, options) };
  }

  /**
   * How far below the board's window the turn's bar ends (the lowest shown
   * of the ending banner, the status, "Viewing turn N" and the turn's
   * buttons), whatever the window's height.
   */
  turnBarBelow() {
    const { wrap } = this.refs;
    const shown = [this.refs.banner, this.refs.status, this.refs.viewing, this.refs['turn-controls']].filter((el) => !el.closest('[hidden]') && el.getClientRects().length);
    if (!shown.length) return 0;
    const bottom = Math.max(...shown.map((el) => el.getBoundingClientRect().bottom));
    return Math.max(0, Math.round(bottom - wrap.getBoundingClientRect().bottom));
  }

  /** The row under the board (square names, overview, browsing): under it, or sideways in the panel after the turn's buttons and the page's header. */
  placeUnderRow() {
    const { under, side } = this.refs;
    if (this.form === 'sideways') {
      if (under.parentElement !== side) this.refs['page-header'].after(under);
    } else if (under.parentElement === side) this.refs['palette-area'].after(under);
  }

  /**
   * An embed's room: as wide as its container; a tall board no taller than
   * most of the screen (and not much taller than wide) unless that would
   * make its squares narrower than a finger: an article scrolls. The panel
   * goes beside the board (board.css, containers 640 px and wider) only
   * where the board keeps the squares it has with the panel under it, or
   * finger-wide ones.
   *
   * The screen, not the window: in the frame form the window is the frame,
   * which its host sizes to the content, and a board held to it would
   * shrink with every sizing; and so that Share's preview (an element in
   * the page) measures the height its frame will need.
   */
  embedRoom(options) {
    const { wrap, root, main } = this.refs;
    const screenH = this.win.screen?.availHeight || this.win.innerHeight;
    const fit = (width) => {
      const availW = Math.max(200, width || this.host.clientWidth || 320);
      const availH = Math.max(240, Math.min(screenH * 0.9, Math.max(360, availW * 1.3)));
      return { availW, availH, layout: computeLayout(this.geom, availW, availH, { ...options, heightFloor: FINGER }) };
    };
    delete root.dataset.stacked;
    // Never one of the page's forms (an element whose layout attribute changed).
    this.form = 'wide';
    delete root.dataset.sideways;
    this.placeUnderRow();
    let room = fit(wrap.getBoundingClientRect().width);
    if (this.win.getComputedStyle(main).flexDirection === 'row') {
      const under = fit(main.clientWidth);
      if (room.layout.s < Math.min(FINGER, under.layout.s)) {
        root.dataset.stacked = '';
        room = fit(wrap.getBoundingClientRect().width);
      }
    }
    return room;
  }

  /** Does this board wait for the reader's first tap to start play (a board to play on in an article)? */
  untouched() {
    return !this.page && this.playing && !this.engaged;
  }

  /**
   * The reader's first tap on a board they can play, in an article: from
   * now on the board takes drags, and squares too small for a finger zoom,
   * the tapped point staying under the finger (as near as the board's frame
   * lets it). True when the board zoomed (the tap did that only: on the
   * small squares it may have missed).
   */
  engage(x, y) {
    if (!this.untouched()) return false;
    this.engaged = true;
    const { wrap } = this.refs;
    const before = this.layout;
    const wasZoomed = this.zoomed;
    // The touched point in the wrap's visible box, and as a share of the board.
    const inWrap = { x: x + this.canvas.offsetLeft - wrap.scrollLeft, y: y + this.canvas.offsetTop - wrap.scrollTop };
    this.relayout();
    if (!this.zoomed || wasZoomed || !before) return false;
    wrap.scrollLeft = (x / before.width) * this.layout.width - inWrap.x;
    wrap.scrollTop = (y / before.height) * this.layout.height - inWrap.y;
    this.repaint();
    return true;
  }

  toggleZoom() {
    this.zoomChoice = !this.zoomed;
    this.relayout();
  }

  themeChanged() {
    this.colors = null;
    this.repaint();
  }

  /** Paints `scene` (see draw.js) now. */
  paint(scene) {
    this.scene = scene;
    this.repaint();
  }

  repaint() {
    if (!this.layout || !this.scene) return;
    if (!this.colors) this.colors = readBoardColors(this.refs.root);
    const { wrap } = this.refs;
    // The canvas takes its size first: the wrap's visible height depends on it.
    sizeCanvas(this.canvas, this.layout);
    // Where the coordinates go while a zoomed board is scrolled.
    const pin = this.zoomed
      ? { left: wrap.scrollLeft, bottom: wrap.scrollTop + wrap.clientHeight - (this.canvas.offsetTop || 0), right: wrap.scrollLeft + wrap.clientWidth }
      : null;
    drawBoard(this.canvas, this.layout, { ...this.scene, colors: this.colors, pin, pieces: this.geom?.pieces, pieceStyle: this.pieceStyle });
    this.overview.paint(this.layout, this.scene, this.colors);
  }

  repaintSoon() {
    if (this.framePending) return;
    this.framePending = true;
    this.win.requestAnimationFrame(() => {
      this.framePending = false;
      this.repaint();
    });
  }

  /** The square under a point of the canvas (CSS px), or -1. */
  hit(x, y) {
    return this.layout ? hitTest(this.layout, x, y) : -1;
  }

  /** Scrolls a zoomed board (never the page) so these squares are in view, if they fit. */
  follow(indices) {
    if (!this.zoomed || !indices.length) return;
    const { wrap } = this.refs;
    const rects = indices.map((i) => this.layout.rects[i]).filter(Boolean);
    if (!rects.length) return;
    const top = this.canvas.offsetTop || 0;
    const left = this.canvas.offsetLeft || 0;
    const x0 = Math.min(...rects.map((r) => r.x)) + left;
    const x1 = Math.max(...rects.map((r) => r.x + r.s)) + left;
    const y0 = Math.min(...rects.map((r) => r.y)) + top;
    const y1 = Math.max(...rects.map((r) => r.y + r.s)) + top;
    const margin = this.layout.margin;
    if (x1 - x0 <= wrap.clientWidth - margin) {
      if (x0 - margin < wrap.scrollLeft) wrap.scrollLeft = x0 - margin;
      else if (x1 > wrap.scrollLeft + wrap.clientWidth) wrap.scrollLeft = x1 - wrap.clientWidth;
    }
    if (y1 - y0 <= wrap.clientHeight - margin) {
      if (y0 < wrap.scrollTop) wrap.scrollTop = y0;
      else if (y1 + margin > wrap.scrollTop + wrap.clientHeight) wrap.scrollTop = y1 + margin - wrap.clientHeight;
    }
  }

  /** A square's box in client coordinates as it is now, scrolled or not ({ x, y, s }; tests). */
  squareBox(i) {
    const r = this.layout.rects[i];
    const b = this.canvas.getBoundingClientRect();
    return { x: b.left + r.x, y: b.top + r.y, s: r.s };
  }

  /** Client coordinates of a square's centre, scrolling it into view first (tests, keyboard). */
  squareCenter(i) {
    const r = this.layout.rects[i];
    const { wrap } = this.refs;
    const canvasBox = this.canvas.getBoundingClientRect();
    const wrapBox = wrap.getBoundingClientRect();
    const cx = canvasBox.left + r.x + r.s / 2;
    const cy = canvasBox.top + r.y + r.s / 2;
    const m = this.layout.margin;
    if (cx < wrapBox.left + r.s + m || cx > wrapBox.right - r.s) wrap.scrollLeft += cx - (wrapBox.left + wrapBox.width / 2);
    if (cy < wrapBox.top + r.s || cy > wrapBox.bottom - r.s - m) wrap.scrollTop += cy - (wrapBox.top + wrapBox.height / 2);
    let b = this.canvas.getBoundingClientRect();
    const y = b.top + r.y + r.s / 2;
    if (y < r.s || y > this.win.innerHeight - r.s) {
      this.win.scrollBy(0, y - this.win.innerHeight / 2);
      b = this.canvas.getBoundingClientRect();
    }
    return { x: b.left + r.x + r.s / 2, y: b.top + r.y + r.s / 2 };
  }
}

/**
 * The overview (overview.js) of a zoomed board: its code comes with the
 * first zoom, since a board never zoomed never needs it; until it is there
 * the overview is hidden, and once it is the board is laid out again.
 */
function lazyOverview(refs, loaded) {
  let overview = null;
  let asked = false;
  return {
    show(layout) {
      if (overview) overview.show(layout);
      else if (layout && !asked) {
        asked = true;
        import('./overview.js').then(
          (m) => {
            overview = new m.BoardOverview(refs.overview, refs.wrap, refs.canvas);
            loaded();
          },
          () => (asked = false),
        );
      }
    },
    box: () => overview?.box() ?? 'hidden',
    paint: (...args) => overview?.paint(...args),
  };
}
