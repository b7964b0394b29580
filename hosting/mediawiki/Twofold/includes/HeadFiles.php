<?php
/**
 * The board's own files in the head of a page with a <twofold> tag, beside
 * embed.js (Tag.php): the modules and the rules' wasm that embed.js would
 * ask for only once it has arrived and run, a round trip and more sooner on
 * a slow phone. Their names carry a hash of their content and change with
 * each release of twofold, so they are read from board-files.json on the
 * asset host (kept five minutes in the object cache), not kept with the
 * page's parser output. If that file cannot be read, the page goes without.
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
