<?php

namespace MediaWiki\Extension\Twofold;

/** An SVG picture of a board and its size in CSS pixels. */
class Picture {
	/** @var string */
	public $svg;
	/** @var int */
	public $width;
	/** @var int */
	public $height;

	public function __construct( string $svg, int $width, int $height ) {
		$this->svg = $svg;
		$this->width = $width;
		$this->height = $height;
	}

	/** The picture as an image address: a self-contained SVG, so that pictures on one page share no ids. */
	public function dataUri(): string {
		return 'data:image/svg+xml;base64,' . base64_encode( $this->svg );
	}
}
