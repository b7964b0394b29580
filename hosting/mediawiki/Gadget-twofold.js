/* twofold boards on this wiki (the page MediaWiki:Gadget-twofold.js).
 * Every <div class="twofold-board" data-variant="…" …> in an article, as
 * Template:Twofold writes it, becomes a live <twofold-board> with the same
 * attributes. Options, position and moves are the text of the box's
 * .twofold-options, .twofold-position and .twofold-moves: as text (an
 * editor's <nowiki> or <pre>) they pass whatever they hold (quotes, line
 * breaks, < > |, {{ [[), where an attribute would not. The board's script is loaded once, only on pages that have a
 * board. Written as ES5: MediaWiki checks site scripts as ES5.
 */
(function () {
  'use strict';
  // Where twofold's dist/ is served, ending with a slash.
  var ASSETS = 'https://assets.example.org/twofold/';
  var ATTRIBUTES = ['variant', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme'];
  var TEXTS = ['options', 'position', 'moves'];
  var scriptAdded = false;

  function addScript() {
    if (scriptAdded) return;
    scriptAdded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = ASSETS + 'embed.js';
    document.head.appendChild(script);
  }

  function upgrade(root) {
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
      box.textContent = '';
      box.appendChild(board);
    }
    if (boxes.length) addScript();
  }

  mw.hook('wikipage.content').add(function ($content) {
    upgrade($content[0]);
  });
}());
