<?php
/**
 * The <twofold> tag: a board whose picture is drawn on the server by
 * `twofold diagram` (kept with the page's parser output, so a cached page
 * runs nothing) and replaced by the live board: by wiki-tags.js from the
 * page's head (HeadFiles.php), or else by the ext.twofold module.
 */

namespace MediaWiki\Extension\Twofold;

use Html;
use MediaWiki\MediaWikiServices;
use Parser;
use PPFrame;

class Tag {
	/**
	 * @param Parser $parser
	 */
	public static function onParserFirstCallInit( Parser $parser ): void {
		$parser->setHook( 'twofold', [ self::class, 'render' ] );
	}

	/**
	 * @param string|null $body The record or position, raw (null for <twofold … />)
	 * @param array $attributes
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML
	 */
	public static function render( ?string $body, array $attributes, Parser $parser, PPFrame $frame ): string {
		$output = $parser->getOutput();
		$output->addModuleStyles( [ 'ext.twofold.styles' ] );
		// A body that reached us through {{#tag:twofold|<nowiki>…</nowiki>}} holds strip markers.
		$body = $parser->getStripState()->unstripNoWiki( $body ?? '' );
		try {
			$board = Board::fromTag( $body, $attributes );
			$config = MediaWikiServices::getInstance()->getMainConfig();
			$command = new DiagramCommand(
				(string)$config->get( 'TwofoldCommand' ),
				(int)$config->get( 'TwofoldTimeLimit' )
			);
			$picture = $command->draw( $board->diagramArguments() );
		} catch ( TagError $error ) {
			$parser->addTrackingCategory( 'twofold-error-category' );
			return Html::errorBox( htmlspecialchars( $error->getMessage() ), '', 'twofold-error' );
		}
		// The module makes the boxes live where the page's head has not
		// (HeadFiles.php asks there for the board's scripts, at once).
		$output->addModules( [ 'ext.twofold' ] );
		// The box's own tag stays in the text, so that MediaWiki wraps no
		// paragraph around it; what it holds is kept from the parser's
		// line passes (lists, paragraphs) as SyntaxHighlight keeps its code.
		$marker = Parser::MARKER_PREFIX . '-twofold-' . sprintf( '%08X', $parser->mMarkerIndex++ ) . Parser::MARKER_SUFFIX;
		$parser->getStripState()->addNoWiki( $marker, $board->contentHtml( $picture ) );
		// The caption is wikitext (links, emphasis), as a thumbnail's is.
		$caption = $board->caption() === ''
			? ''
			: Html::rawElement( 'div', [ 'class' => 'twofold-caption' ], $parser->recursiveTagParse( $board->caption(), $frame ) );
		return $board->openingHtml() . $marker . $caption . Html::closeElement( 'div' );
	}
}
