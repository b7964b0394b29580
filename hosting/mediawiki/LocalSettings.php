
# twofold boards: the Gadgets extension (Debian's MediaWiki ships it) runs
# MediaWiki:Gadget-twofold.js; TemplateData (shipped too) describes
# Template:Twofold's parameters to editors (VisualEditor's template dialog);
# ParserFunctions (shipped too) lets the template show a picture when given one.
# A wiki that sends no Content-Security-Policy needs nothing more.
wfLoadExtension( 'Gadgets' );
wfLoadExtension( 'TemplateData' );
wfLoadExtension( 'ParserFunctions' );
# First boards sooner: a page with a board asks for the board's script in its
# head, so the board's files load beside the wiki's own modules rather than
# after them, and the template's boxes become boards without waiting for them
# (seconds sooner on a slow phone); async, it runs as soon as it arrives, not
# after the page's stylesheets. Not for a reader who has turned the gadget off
# in Special:Preferences (the user option gadget-twofold). Replace
# https://assets.example.org/twofold/ with the address of twofold's dist/.
$wgHooks['BeforePageDisplay'][] = static function ( OutputPage $out ) {
	$options = MediaWiki\MediaWikiServices::getInstance()->getUserOptionsLookup();
	if ( strpos( $out->getHTML(), 'class="twofold-board"' ) !== false
		&& $options->getBoolOption( $out->getUser(), 'gadget-twofold' )
	) {
		$out->addHeadItem( 'twofold-embed', Html::element( 'script', [
			'type' => 'module',
			'async' => true,
			'src' => 'https://assets.example.org/twofold/embed.js',
		] ) );
	}
};
