<?php

namespace MediaWiki\Extension\Twofold;

use Exception;

/** A tag that cannot be drawn; its message is shown in the tag's place. */
class TagError extends Exception {
}
