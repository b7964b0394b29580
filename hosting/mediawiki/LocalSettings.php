
# twofold boards: the Gadgets extension (Debian's MediaWiki ships it) runs
# MediaWiki:Gadget-twofold.js; TemplateData (shipped too) describes
# Template:Twofold's parameters to editors (VisualEditor's template dialog);
# ParserFunctions (shipped too) lets the template show a picture when given one.
# A wiki that sends no Content-Security-Policy needs nothing more.
wfLoadExtension( 'Gadgets' );
wfLoadExtension( 'TemplateData' );
wfLoadExtension( 'ParserFunctions' );
# First boards sooner: a page with a board asks in its head for the board's
# script (embed.js), for wiki-boxes.js, which makes the template's boxes
# boards as soon as the page is parsed, and for the files the board needs
# before it can draw (their hashed names, which change with each release of
# twofold, read from board-files.json on the asset host at most every five
# minutes), so the board's files load beside the wiki's own modules rather
# than after them and the boxes need not wait for the gadget (seconds sooner
# on a slow phone); async, the scripts run as soon as they arrive, not after
# the page's stylesheets. Not for a reader who has turned the gadget off in
# Special:Preferences (the user option gadget-twofold).
# Replace https://assets.example.org/twofold/ with the address of twofold's dist/.
$wgHooks['BeforePageDisplay'][] = static function ( OutputPage $out ) {
	$services = MediaWiki\MediaWikiServices::getInstance();
	if ( strpos( $out->getHTML(), 'class="twofold-board"' ) !== false
		&& $services->getUserOptionsLookup()->getBoolOption( $out->getUser(), 'gadget-twofold' )
	) {
		$assets = 'https://assets.example.org/twofold/';
		foreach ( [ 'twofold-embed' => 'embed.js', 'twofold-boxes' => 'wiki-boxes.js' ] as $key => $file ) {
			$out->addHeadItem( $key, Html::element( 'script', [
				'type' => 'module',
				'async' => true,
				'src' => $assets . $file,
			] ) );
		}
		$cache = ObjectCache::getInstance( CACHE_ANYTHING );
		$files = $cache->getWithSetCallback( $cache->makeGlobalKey( 'twofold-board-files', md5( $assets ) ), 300,
			static function () use ( $services, $assets ) {
				$json = $services->getHttpRequestFactory()->get( $assets . 'board-files.json', [ 'timeout' => 2 ], __METHOD__ );
				$files = json_decode( (string)$json, true );
				return is_array( $files ) ? preg_grep( '/^assets\/[\w-]+\.(js|wasm)$/', $files ) : [];
			}
		);
		foreach ( array_values( $files ) as $n => $file ) {
			// As the board asks for them, so that the browser uses what came: modules, and the wasm by fetch() in CORS mode.
			$out->addHeadItem( "twofold-file-$n", Html::element( 'link', substr( $file, -5 ) === '.wasm'
				? [ 'rel' => 'preload', 'as' => 'fetch', 'crossorigin' => 'anonymous', 'href' => $assets . $file ]
				: [ 'rel' => 'modulepreload', 'href' => $assets . $file ]
			) );
		}
	}
};
