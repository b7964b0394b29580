// The Share dialog: a link that opens the game, and the embed snippet maker
// (a <twofold-board> element or an iframe for another page, with a live
// preview of what the reader will see). While the board is in the setup
// editor, both share the position being set up (the embed a diagram).

import { $, copyText } from './dom.js';
import { setupDiagramPane } from './diagram-share.js';
import { encodeText } from '../core/link-codec.js';

/** The site's root (where index.html, embed.js and embed.html are). */
function siteUrl() {
  return new URL('./', location.href);
}

/** The embed script's address: dist/embed.js, or its source in the dev server. */
function embedScriptUrl() {
  return new URL(import.meta.env.DEV ? 'www/embed.js' : 'embed.js', siteUrl()).href;
}

const escapeAttr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The attributes of the embed the dialog's choices describe. */
function embedAttributes(board) {
  const editing = board.editing;
  const st = editing || board.saveState();
  const what = editing ? 'position' : $('embed-what').value;
  const mode = $('embed-mode').value;
  const attrs = { variant: st.variant };
  const on = Object.keys(st.options || {}).filter((k) => st.options[k]);
  if (on.length) attrs.options = on.join(' ');
  if (what === 'position') attrs.position = board.position;
  else {
    if (st.position) attrs.position = st.position;
    if (st.movetext) attrs.moves = st.movetext;
  }
  attrs.mode = mode;
  if (mode === 'computer') {
    attrs['computer-side'] = $('embed-orientation').value === 'white' ? 'black' : 'white';
    attrs.level = String(st.level || 3);
  }
  if ($('embed-orientation').value === 'black') attrs.orientation = 'black';
  return attrs;
}

export function elementSnippet(attrs) {
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return `<script type="module" src="${escapeAttr(embedScriptUrl())}"></script>\n<twofold-board${list}></twofold-board>`;
}

const FRAME_SLACK = 16;

/**
 * The frame's snippet. `size` is the preview's box ({ width, height }): the
 * frame is given the height the board needs at that width and never grows
 * wider, so nothing is clipped on a page that cannot size it by script.
 */
export function iframeSnippet(attrs, title, size = null) {
  const url = new URL('embed.html', siteUrl());
  for (const [k, v] of Object.entries(attrs)) url.searchParams.set(k, v);
  // A little room to spare: a phone's browser may set the frame's text a
  // few pixels taller than the preview's.
  const box = size ? `max-width:${Math.ceil(size.width)}px;height:${Math.ceil(size.height) + FRAME_SLACK}px` : 'height:640px';
  return `<iframe src="${escapeAttr(url.href)}" title="${escapeAttr(title)}" style="width:100%;${box};border:0" loading="lazy"></iframe>`;
}

export function setupShareDialog({ board, byLink }) {
  const dlg = $('dlg-share');
  const tabs = { link: $('tab-link'), embed: $('tab-embed'), diagram: $('tab-diagram') };
  const panes = { link: $('share-link-pane'), embed: $('share-embed-pane'), diagram: $('share-diagram-pane') };
  const diagram = setupDiagramPane({ board });
  let preview = null;

  const showTab = (which) => {
    for (const k of Object.keys(tabs)) {
      tabs[k].setAttribute('aria-selected', String(k === which));
      panes[k].hidden = k !== which;
    }
    if (which === 'embed') updateEmbed();
    if (which === 'diagram') diagram.update();
  };

  // The frame's snippet follows the preview's size: the preview is the very
  // element the snippet makes, so its box is what the frame must hold.
  let frame = null; // { attrs, title } of the snippet shown
  const frameSnippet = () => {
    if (!frame) return;
    const box = preview?.getBoundingClientRect();
    $('embed-iframe').value = iframeSnippet(frame.attrs, frame.title, box?.height ? box : null);
  };
  const previewSize = new ResizeObserver(frameSnippet);

  const updateEmbed = () => {
    const st = board.editing || board.saveState();
    if (!st) return;
    if (st.ok === false) {
      // A position the rules refuse is no diagram yet.
      $('embed-element').value = '';
      $('embed-iframe').value = '';
      frame = null;
      preview?.remove();
      preview = null;
      return;
    }
    const attrs = embedAttributes(board);
    $('embed-element').value = elementSnippet(attrs);
    // The host the snippet loads from is the one that must allow other sites (CORS).
    for (const el of document.querySelectorAll('#embed-cors-note .embed-host')) el.textContent = new URL(embedScriptUrl()).host;
    frame = { attrs, title: `twofold: ${st.name}` };
    if (!preview) {
      preview = document.createElement('twofold-board');
      $('embed-preview').append(preview);
      previewSize.observe(preview);
    }
    frameSnippet();
    for (const a of [...preview.attributes]) preview.removeAttribute(a.name);
    for (const [k, v] of Object.entries(attrs)) preview.setAttribute(k, v);
  };

  for (const id of ['embed-what', 'embed-mode', 'embed-orientation']) $(id).addEventListener('change', updateEmbed);
  tabs.link.addEventListener('click', () => showTab('link'));
  tabs.embed.addEventListener('click', () => showTab('embed'));
  tabs.diagram.addEventListener('click', () => showTab('diagram'));
  /** A link to a game written as text carries its definitions too, deflated (url-params.js). */
  const withRules = async (link, rules) => {
    if (!rules || !link) return link;
    const url = new URL(link);
    url.searchParams.set('rules', await encodeText(rules));
    return url.href;
  };
  /** Opens the dialog on its link or embed tab. */
  const open = async (tab = 'link') => {
    const editing = board.editing;
    // A game by link shares its own link (the one Send gives): it carries on this game, not a copy.
    const own = !editing && byLink?.meta ? await byLink.link().catch(() => null) : null;
    $('share-url').value = own || (await withRules(board.shareUrl(new URL('./', location.href).href), board.saveState()?.rules));
    $('share-link-note').textContent = own
      ? 'This game’s own link, as Send gives it: your friend opens it to carry on the game.'
      : !editing
      ? 'Opens this game (start and moves) as a new game.'
      : editing.ok
        ? 'Opens this position as a new game.'
        : 'The rules refuse the position being set up: fix its problems first.';
    $('embed-orientation').value = (board.saveState() || {}).orientation === 'black' ? 'black' : 'white';
    $('diagram-orientation').value = $('embed-orientation').value;
    // The setup editor's position has no diagram until it is played.
    tabs.diagram.hidden = !!editing;
    // The editor shares its position, as a diagram unless another mode is chosen.
    $('embed-what-label').hidden = !!editing;
    if (editing) $('embed-mode').value = 'view';
    showTab(tab);
    dlg.showModal();
    if (tab === 'link') $('share-url').select();
  };
  $('btn-share').addEventListener('click', () => open('link'));
  $('share-copy').addEventListener('click', () => copyText($('share-url').value));
  $('embed-copy-element').addEventListener('click', () => copyText($('embed-element').value));
  $('embed-copy-iframe').addEventListener('click', () => copyText($('embed-iframe').value));
  $('share-close').addEventListener('click', () => dlg.close());
  // The preview stops (and its searches with it) when the dialog closes.
  dlg.addEventListener('close', () => {
    if (preview) previewSize.unobserve(preview);
    preview?.remove();
    preview = null;
  });
  return { open };
}
