/* twofold boards on this wiki (the page MediaWiki:Gadget-twofold.js).
 * Every <div class="twofold-board" data-variant="…" …> in an article, as
 * Template:Twofold writes it, becomes a live <twofold-board> with the same
 * attributes. Options, position and moves are the text of the box's
 * .twofold-options, .twofold-position and .twofold-moves: as text (an
 * editor's <nowiki> or <pre>) they pass whatever they hold (quotes, line
 * breaks, < > |, {{ [[), where an attribute would not. A game defined on a
 * wiki page (the template's `rules`) gets that page's text, fetched once per
 * page view (action=raw, from this wiki). The board's script is loaded once, only on pages that have a
 * board. Written as ES5: MediaWiki checks site scripts as ES5.
 */
(function () {
  'use strict';
  // Where twofold's dist/ is served, ending with a slash.
  var ASSETS = 'https://assets.example.org/twofold/';
  var ATTRIBUTES = ['variant', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme'];
  var TEXTS = ['options', 'position', 'moves'];
  var FALLBACK = '.twofold-image, .twofold-about, .twofold-rules, .twofold-options, .twofold-position, .twofold-moves';
  var scriptAdded = false;
  // Each rules page's text by its address, fetched once per page view.
  var rulesPages = {};

  // The box's picture (the template's `image`) or text (the game, its moves) stays until its board is ready: the
  // board is laid out hidden over it (the box keeps the space) and shown at
  // its `ready` event, so nothing moves as it starts. If the script cannot
  // load, the picture or text stays with a line that says so (never an empty box).
  function addScript() {
    if (scriptAdded) return;
    scriptAdded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = ASSETS + 'embed.js';
    script.onerror = failed;
    document.head.appendChild(script);
  }

  function each(selector, fn) {
    var nodes = document.querySelectorAll(selector);
    for (var i = 0; i < nodes.length; i++) fn(nodes[i]);
  }

  // It is shown once its height has held for two frames after `ready`.
  function shown(event) {
    var board = event.currentTarget;
    board.removeEventListener('ready', shown);
    var last = -1;
    var frames = 0;
    function check() {
      var height = board.getBoundingClientRect().height;
      frames = height === last ? frames + 1 : 0;
      last = height;
      if (frames < 2) {
        window.requestAnimationFrame(check);
        return;
      }
      var holder = board.parentNode;
      var box = holder && holder.parentNode;
      var old = box ? box.querySelectorAll(FALLBACK) : [];
      for (var i = 0; i < old.length; i++) old[i].parentNode.removeChild(old[i]);
      if (holder) holder.className = 'twofold-live';
    }
    window.requestAnimationFrame(check);
  }

  function failed() {
    each('div.twofold-board[data-twofold-live]', function (box) {
      var holder = box.querySelector('.twofold-starting');
      if (holder) box.removeChild(holder);
      if (box.querySelector('.twofold-failed')) return;
      var line = document.createElement('div');
      line.className = 'twofold-failed';
      line.textContent = 'The board could not be loaded.';
      // After the picture or text, inside the box's reserved height: nothing moves.
      box.appendChild(line);
    });
  }

  function upgrade(root) {
    // wikipage.content may fire with an empty jQuery object (Special:Upload).
    if (!root) return;
    var boxes = root.querySelectorAll('div.twofold-board:not([data-twofold-live])');
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      var board = document.createElement('twofold-board');
      for (var j = 0; j < ATTRIBUTES.length; j++) {
        var value = box.getAttribute('data-' + ATTRIBUTES[j]);
        if (value) board.setAttribute(ATTRIBUTES[j], value);
      }
      for (var k = 0; k < TEXTS.length; k++) {
        var holder = box.querySelector('.twofold-' + TEXTS[k]);
        // Only the ends are trimmed (a <pre>'s first line break): a record keeps its lines.
        var text = holder ? holder.textContent.replace(/^\s+|\s+$/g, '') : '';
        if (text) board.setAttribute(TEXTS[k], text);
      }
      box.setAttribute('data-twofold-live', '');
      var rules = box.querySelector('.twofold-rules');
      if (rules) startWithRules(box, board, rules);
      else start(box, board);
    }
    if (boxes.length) addScript();
  }

  function start(box, board) {
    var holder = document.createElement('div');
    holder.className = 'twofold-starting';
    board.addEventListener('ready', shown);
    holder.appendChild(board);
    box.appendChild(holder);
  }

  // A game defined on a wiki page: the board starts once it has the page's
  // text; a page that cannot be read is said in the box, beside its text.
  function startWithRules(box, board, rules) {
    rulesPageText(rules).then(function (text) {
      board.setAttribute('rules', text);
      start(box, board);
    }, function (e) {
      var line = document.createElement('div');
      line.className = 'twofold-failed';
      line.textContent = e.message;
      box.appendChild(line);
    });
  }

  // The template writes the page's raw address (on this wiki's origin) in
  // data-src, or nothing when the name is not a title the wiki allows.
  function rulesPageText(rules) {
    var page = rules.querySelector('.twofold-rules-page') || rules;
    var name = page.textContent.replace(/^\s+|\s+$/g, '');
    var src = rules.getAttribute('data-src');
    if (!src) return Promise.reject(new Error('The game\'s rules cannot be read: “' + name + '” is not a page name on this wiki.'));
    if (!rulesPages[src]) {
      rulesPages[src] = fetch(src, { credentials: 'same-origin' }).then(function (r) {
        if (r.status === 404) throw new Error('The game\'s rules page “' + name + '” does not exist yet: create it with the game\'s definition.');
        if (!r.ok) throw new Error('The game\'s rules page “' + name + '” could not be read (HTTP ' + r.status + ').');
        return r.text().then(function (wikitext) {
          var text = definitionOnPage(wikitext);
          if (!/\S/.test(text)) throw new Error('The game\'s rules page “' + name + '” is empty: write the game\'s definition there.');
          return text;
        });
      }, function (e) {
        throw new Error('The game\'s rules page “' + name + '” could not be read (' + e.message + ').');
      });
    }
    return rulesPages[src];
  }

  // The definition in a rules page's wikitext: its first <pre> (or
  // <syntaxhighlight>, <source>) block, or the whole page when it has none.
  // What lies outside the block is blanked, not cut, so the rules' problems
  // name the page's own lines and columns.
  function definitionOnPage(wikitext) {
    var open = /<(pre|syntaxhighlight|source)\b[^>]*>/i.exec(wikitext);
    if (!open) return wikitext;
    var from = open.index + open[0].length;
    var close = wikitext.toLowerCase().indexOf('</' + open[1].toLowerCase() + '>', from);
    var to = close < 0 ? wikitext.length : close;
    function blank(text) {
      return text.replace(/[^\n]/g, ' ');
    }
    return blank(wikitext.slice(0, from)) + wikitext.slice(from, to) + blank(wikitext.slice(to));
  }

  // The board's script is requested as soon as this gadget runs, if the page
  // has a box: the wiki fires wikipage.content only once its own modules have
  // run, which on a slow phone is seconds later. Where the page's head asked
  // for them (the kit's LocalSettings.php lines), embed.js is already loading
  // and wiki-boxes.js has made the boxes boards (the same as upgrade() here):
  // those are marked data-twofold-live and left alone; this gadget makes the
  // boxes that come later (a live preview) and says when the script cannot load.
  if (document.querySelector('div.twofold-board')) addScript();
  // The boxes reserve the boards' heights by the screen's (Gadget-twofold.css),
  // as the boards hold themselves: without a script the window's stands in.
  if (screen.availHeight) document.documentElement.style.setProperty('--twofold-screen', screen.availHeight + 'px');

  mw.hook('wikipage.content').add(function ($content) {
    upgrade($content[0]);
  });
}());
