<?php
/**
 * A <twofold> tag read: the live board's attributes (those of the
 * <twofold-board> element, docs/embedding.md), the picture's arguments for
 * `twofold diagram`, and the box that holds the picture until the live board
 * replaces it.
 */

namespace MediaWiki\Extension\Twofold;

use Html;

class Board {
	/** The element's attributes, handed to the live board as they are. */
	private const ATTRIBUTES = [
		'variant', 'options', 'position', 'moves', 'mode', 'at', 'computer-side',
		'level', 'orientation', 'coordinates', 'theme',
	];

	/** Each mode with the box's width when the tag gives no size: a diagram beside the text, boards to play wider. */
	private const MODES = [
		'view' => 300, 'replay' => 360, 'play' => 480, 'computer' => 480, 'analyse' => 480, 'edit' => 480,
	];

	private const SIZE_MIN = 200;
	private const SIZE_MAX = 1200;

	/** @var array<string,string> */
	private array $values;
	private string $mode;
	private int $size;
	private string $float;
	private string $caption;

	/**
	 * @param string $body The record, movetext or position string
	 * @param array<string,string> $attributes The tag's attributes
	 * @throws TagError
	 */
	public static function fromTag( string $body, array $attributes ): self {
		$values = [];
		foreach ( self::ATTRIBUTES as $name ) {
			if ( isset( $attributes[$name] ) && trim( $attributes[$name] ) !== '' ) {
				$values[$name] = trim( $attributes[$name] );
			}
		}
		$body = trim( $body );
		if ( $body !== '' ) {
			$field = self::isPosition( $body ) ? 'position' : 'moves';
			if ( isset( $values[$field] ) ) {
				throw new TagError( self::text( 'twofold-body-and-attribute', $field ) );
			}
			$values[$field] = $body;
		}
		if ( !isset( $values['variant'] ) ) {
			throw new TagError( self::text( 'twofold-no-variant' ) );
		}
		$mode = $values['mode'] ?? 'view';
		if ( !isset( self::MODES[$mode] ) ) {
			throw new TagError( self::text( 'twofold-bad-mode', $mode, implode( ', ', array_keys( self::MODES ) ) ) );
		}
		$size = self::MODES[$mode];
		if ( isset( $attributes['size'] ) && trim( $attributes['size'] ) !== '' ) {
			$given = trim( preg_replace( '/px$/', '', trim( $attributes['size'] ) ) );
			if ( !ctype_digit( $given ) || (int)$given < self::SIZE_MIN || (int)$given > self::SIZE_MAX ) {
				throw new TagError( self::text( 'twofold-bad-size', $attributes['size'], self::SIZE_MIN, self::SIZE_MAX ) );
			}
			$size = (int)$given;
		}
		$float = trim( $attributes['float'] ?? '' );
		if ( !in_array( $float, [ '', 'none', 'left', 'right' ], true ) ) {
			throw new TagError( self::text( 'twofold-bad-float', $float ) );
		}
		$caption = trim( $attributes['caption'] ?? '' );
		return new self( $values, $mode, $size, $float === 'none' ? '' : $float, $caption );
	}

	/**
	 * A position string is one line whose first word has ranks parted by "/";
	 * movetext starts with a move number, a record with its tags.
	 */
	private static function isPosition( string $body ): bool {
		return strpos( $body, "\n" ) === false && preg_match( '#^[^\s.\[]*/#', $body ) === 1;
	}

	private static function text( string $key, ...$params ): string {
		return wfMessage( $key, ...$params )->inContentLanguage()->text();
	}

	private function __construct( array $values, string $mode, int $size, string $float, string $caption ) {
		$this->values = $values;
		$this->mode = $mode;
		$this->size = $size;
		$this->float = $float;
		$this->caption = $caption;
	}

	/** The caption under the board, as wikitext (empty: none). */
	public function caption(): string {
		return $this->caption;
	}

	/** The game's name as the rules give it (games.json, written by the build), else its id. */
	private function gameName(): string {
		static $names = null;
		if ( $names === null ) {
			$file = __DIR__ . '/../games.json';
			$names = is_readable( $file ) ? json_decode( (string)file_get_contents( $file ), true ) : [];
			$names = is_array( $names ) ? $names : [];
		}
		$id = $this->values['variant'];
		return is_string( $names[$id] ?? null ) ? $names[$id] : $id;
	}

	/**
	 * The arguments of `twofold diagram` for the position the live board
	 * shows first. Values go after "=" and the variant after "--", so no
	 * value is ever read as an option.
	 *
	 * @return string[]
	 */
	public function diagramArguments(): array {
		$arguments = [ '--size=' . $this->size ];
		foreach ( [ 'options', 'position', 'moves' ] as $name ) {
			if ( isset( $this->values[$name] ) ) {
				$arguments[] = "--$name=" . $this->values[$name];
			}
		}
		// A replay starts at the start, the other modes at the record's end.
		$at = $this->values['at'] ?? ( $this->mode === 'replay' ? '0' : null );
		if ( $at !== null && isset( $this->values['moves'] ) ) {
			$arguments[] = '--at=' . $at;
		}
		$arguments[] = '--orientation=' . $this->orientation();
		if ( ( $this->values['coordinates'] ?? 'on' ) !== 'off' ) {
			$arguments[] = '--coordinates';
		}
		$arguments[] = '--';
		$arguments[] = $this->values['variant'];
		return $arguments;
	}

	/** The side at the bottom: as given, else against the computer the reader's, else White. */
	private function orientation(): string {
		if ( isset( $this->values['orientation'] ) ) {
			return $this->values['orientation'] === 'black' ? 'black' : 'white';
		}
		if ( $this->mode === 'computer' ) {
			return ( $this->values['computer-side'] ?? 'black' ) === 'white' ? 'black' : 'white';
		}
		return 'white';
	}

	/** The box's opening tag, with the live board's attributes as data-*. */
	public function openingHtml(): string {
		$classes = [ 'twofold-box', 'twofold-mode-' . $this->mode ];
		if ( $this->float !== '' ) {
			$classes[] = 'twofold-float-' . $this->float;
		}
		$attributes = [ 'class' => implode( ' ', $classes ), 'style' => "width:{$this->size}px" ];
		foreach ( $this->values as $name => $value ) {
			$attributes["data-$name"] = $value;
		}
		return Html::openElement( 'div', $attributes );
	}

	/**
	 * The game's name, the picture, then the room the live board's controls
	 * will take, which holds the moves meanwhile (and for readers without
	 * scripts).
	 */
	public function contentHtml( Picture $picture ): string {
		$image = Html::element( 'img', [
			'class' => 'twofold-picture',
			'src' => $picture->dataUri(),
			'width' => $picture->width,
			'height' => $picture->height,
			'alt' => $this->description(),
		] );
		// The game's name where the live board has its title, the moves under the picture.
		$title = Html::element( 'div', [ 'class' => 'twofold-variant' ], $this->gameName() );
		$moves = isset( $this->values['moves'] )
			? Html::element( 'span', [ 'class' => 'twofold-moves' ], $this->values['moves'] )
			: '';
		return $title . $image . Html::rawElement( 'div', [ 'class' => 'twofold-reserve' ], $moves );
	}

	/** The picture's text: the game and its moves or position. */
	private function description(): string {
		$game = $this->values['moves'] ?? $this->values['position'] ?? self::text( 'twofold-start' );
		if ( mb_strlen( $game ) > 300 ) {
			$game = mb_substr( $game, 0, 300 ) . '…';
		}
		return self::text( 'twofold-picture-alt', $this->gameName(), preg_replace( '/\s+/', ' ', $game ) );
	}
}
