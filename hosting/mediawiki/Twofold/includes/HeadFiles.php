<?php
/**
 * The head of a page with a <twofold> tag asks for the board at once, rather
 * than when the ext.twofold module runs (MediaWiki holds it until its own
 * modules have loaded: on a slow phone, seconds later): embed.js, which
 * defines the board; wiki-tags.js, which makes the tags' boxes boards as soon
 * as the page is parsed (the module then leaves them alone); and the board's
 * own files, the modules and the rules' wasm that embed.js would ask for only
 * once it has arrived and run, a round trip and more sooner. Their names
 * carry a hash of their content and change with each release of twofold, so
 * they are read from board-files.json on the asset host (kept five minutes
 * in the object cache), not kept with the page's parser output. If that file
 * cannot be read, the page goes without them. Async, the scripts run as soon
 * as they arrive, not after the page's stylesheets.
 */

namespace MediaWiki\Extension\Twofold;

use Html;
use MediaWiki\MediaWikiServices;
use ObjectCache;
use OutputPage;
use Skin;

class HeadFiles {
	/**
	 * @param OutputPage $out
	 * @param Skin $skin
	 */
	public static function onBeforePageDisplay( OutputPage $out, Skin $skin ): void {
		if ( !in_array( 'ext.twofold', $out->getModules(), true ) ) {
			return;
		}
		$services = MediaWikiServices::getInstance();
		$assets = (string)$services->getMainConfig()->get( 'TwofoldAssets' );
		if ( $assets === '' ) {
			return;
		}
		// The keys are those of the kit's LocalSettings.php lines and of Tag.php:
		// a page with the template's boxes too asks for embed.js once.
		foreach ( [ 'twofold-embed' => 'embed.js', 'twofold-tags' => 'wiki-tags.js' ] as $key => $file ) {
			$out->addHeadItem( $key, Html::element( 'script', [
				'type' => 'module',
				'async' => true,
				'src' => $assets . $file,
			] ) );
		}
		foreach ( self::files( $assets ) as $n => $file ) {
			// As the board asks for them, so that the browser uses what came: modules, and the wasm by fetch() in CORS mode.
			$out->addHeadItem( "twofold-file-$n", Html::element( 'link', substr( $file, -5 ) === '.wasm'
				? [ 'rel' => 'preload', 'as' => 'fetch', 'crossorigin' => 'anonymous', 'href' => $assets . $file ]
				: [ 'rel' => 'modulepreload', 'href' => $assets . $file ]
			) );
		}
	}

	/**
	 * @param string $assets The address of twofold's dist/, ending with a slash
	 * @return string[] The files' paths under it (assets/…), the wasm last
	 */
	private static function files( string $assets ): array {
		$cache = ObjectCache::getInstance( CACHE_ANYTHING );
		$files = $cache->getWithSetCallback(
			$cache->makeGlobalKey( 'twofold-board-files', md5( $assets ) ),
			300,
			static function () use ( $assets ) {
				$json = MediaWikiServices::getInstance()->getHttpRequestFactory()
					->get( $assets . 'board-files.json', [ 'timeout' => 2 ], __METHOD__ );
				$files = json_decode( (string)$json, true );
				return is_array( $files ) ? preg_grep( '/^assets\/[\w-]+\.(js|wasm)$/', $files ) : [];
			}
		);
		return array_values( is_array( $files ) ? $files : [] );
	}
}
