/* The live boards of <twofold> tags. Each box holds the server's picture of
 * the board; a <twofold-board> with the box's data-* attributes waits over it,
 * unseen, and takes its place once drawn, in the same box, kept at its size
 * where a reader sees it, so nothing below it moves. embed.js comes once from $wgTwofoldAssets, on
 * pages that have a box. The page's head (HeadFiles.php) has usually done
 * this already with wiki-tags.js, the same in a script of its own that need
 * not wait for the wiki's modules: its boxes are marked data-twofold-live and
 * left alone here; this module makes the boxes that come later (a live
 * preview) or that the head's script could not, and says when embed.js
 * cannot load. Written as ES5, as MediaWiki 1.39 checks modules.
 */
( function () {
	'use strict';
	var config = require( './config.json' );
	var ATTRIBUTES = [ 'variant', 'options', 'position', 'moves', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme' ];
	var scriptAdded = false;
	var scriptFailed = false;

	/** Boxes whose board never came keep their picture, and say why. */
	function markFailed( root ) {
		var boxes = root.querySelectorAll( 'div.twofold-box[data-twofold-live]:not(.twofold-shown):not(.twofold-failed)' );
		for ( var i = 0; i < boxes.length; i++ ) {
			var note = document.createElement( 'span' );
			note.className = 'twofold-load-failed';
			note.textContent = mw.msg( 'twofold-load-failed' );
			var reserve = boxes[ i ].querySelector( '.twofold-reserve' );
			if ( reserve ) {
				reserve.insertBefore( note, reserve.firstChild );
			}
			boxes[ i ].classList.add( 'twofold-failed' );
		}
	}

	function addScript() {
		if ( scriptAdded ) {
			return;
		}
		scriptAdded = true;
		var script = document.createElement( 'script' );
		script.type = 'module';
		script.src = config.TwofoldAssets + 'embed.js';
		script.onerror = function () {
			scriptFailed = true;
			markFailed( document );
		};
		document.head.appendChild( script );
	}

	function show( box, board ) {
		// A box in view keeps its height; one that ends below the view takes
		// the board's (a tall board's picture is taller than the board), as
		// what that moves is out of sight.
		var rect = box.getBoundingClientRect();
		var below = rect.bottom > window.innerHeight;
		var caption = box.querySelector( '.twofold-caption' );
		var under = caption ? caption.getBoundingClientRect().height : 0;
		box.style.minHeight = ( below ? board.getBoundingClientRect().height + under : rect.height ) + 'px';
		var stale = box.querySelectorAll( '.twofold-variant, .twofold-picture, .twofold-reserve' );
		for ( var i = 0; i < stale.length; i++ ) {
			stale[ i ].parentNode.removeChild( stale[ i ] );
		}
		board.classList.remove( 'twofold-waiting' );
		board.removeAttribute( 'inert' );
		box.classList.add( 'twofold-shown' );
	}

	function upgrade( root ) {
		if ( !config.TwofoldAssets ) {
			return;
		}
		var boxes = root.querySelectorAll( 'div.twofold-box:not([data-twofold-live])' );
		Array.prototype.forEach.call( boxes, function ( box ) {
			var board = document.createElement( 'twofold-board' );
			for ( var j = 0; j < ATTRIBUTES.length; j++ ) {
				var value = box.getAttribute( 'data-' + ATTRIBUTES[ j ] );
				if ( value ) {
					board.setAttribute( ATTRIBUTES[ j ], value );
				}
			}
			// Unseen and out of reach of the keyboard while it waits.
			board.className = 'twofold-waiting';
			board.setAttribute( 'inert', '' );
			// Shown once drawn: the frame after its first load has laid it out.
			board.addEventListener( 'ready', function () {
				requestAnimationFrame( function () {
					requestAnimationFrame( function () {
						show( box, board );
					} );
				} );
			}, { once: true } );
			box.setAttribute( 'data-twofold-live', '' );
			// Above the caption, if any (insertBefore with null appends).
			box.insertBefore( board, box.querySelector( '.twofold-caption' ) );
		} );
		// Asked for (once) even when the head's script made every box live,
		// so that a board's script that cannot load is said in each box.
		if ( root.querySelector( 'div.twofold-box' ) ) {
			addScript();
		}
		if ( scriptFailed ) {
			markFailed( root );
		}
	}

	mw.hook( 'wikipage.content' ).add( function ( $content ) {
		if ( $content && $content[ 0 ] ) {
			upgrade( $content[ 0 ] );
		}
	} );
}() );
