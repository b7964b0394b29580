<?php

namespace MediaWiki\Extension\Twofold;

/** An SVG picture of a board and its size in CSS pixels. */
class Picture {
	public function __construct(
		public readonly string $svg,
		public readonly int $width,
		public readonly int $height
	) {
	}

	/** The picture as an image address: a self-contained SVG, so that pictures on one page share no ids. */
	public function dataUri(): string {
		return 'data:image/svg+xml;base64,' . base64_encode( $this->svg );
	}
}
