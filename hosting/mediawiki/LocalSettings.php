
# twofold boards: the Gadgets extension (Debian's MediaWiki ships it) runs
# MediaWiki:Gadget-twofold.js; TemplateData (shipped too) describes
# Template:Twofold's parameters to editors (VisualEditor's template dialog);
# ParserFunctions (shipped too) lets the template show a picture when given one.
# A wiki that sends no Content-Security-Policy needs nothing more.
wfLoadExtension( 'Gadgets' );
wfLoadExtension( 'TemplateData' );
wfLoadExtension( 'ParserFunctions' );
# First boards sooner: a page with a board asks in its head for the board's
# script (embed.js) and for wiki-boxes.js, which makes the template's boxes
# boards as soon as the page is parsed, so the board's files load beside the
# wiki's own modules rather than after them and the boxes need not wait for
# the gadget (seconds sooner on a slow phone); async, they run as soon as they
# arrive, not after the page's stylesheets. Not for a reader who has turned
# the gadget off in Special:Preferences (the user option gadget-twofold).
# Replace https://assets.example.org/twofold/ with the address of twofold's dist/.
$wgHooks['BeforePageDisplay'][] = static function ( OutputPage $out ) {
	$options = MediaWiki\MediaWikiServices::getInstance()->getUserOptionsLookup();
	if ( strpos( $out->getHTML(), 'class="twofold-board"' ) !== false
		&& $options->getBoolOption( $out->getUser(), 'gadget-twofold' )
	) {
		$assets = 'https://assets.example.org/twofold/';
		foreach ( [ 'twofold-embed' => 'embed.js', 'twofold-boxes' => 'wiki-boxes.js' ] as $key => $file ) {
			$out->addHeadItem( $key, Html::element( 'script', [
				'type' => 'module',
				'async' => true,
				'src' => $assets . $file,
			] ) );
		}
	}
};
