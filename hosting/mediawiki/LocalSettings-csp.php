
# twofold boards on a wiki that sends a Content-Security-Policy: the asset
# origin joins MediaWiki's own policy (its scripts, and its default for the
# boards' frames, engine and images). Merge these keys into an existing
# $wgCSPHeader array. Replace https://assets.example.org with the origin
# that serves twofold.
$wgCSPHeader = [
	'default-src' => [ 'https://assets.example.org' ],
	'script-src' => [ 'https://assets.example.org' ],
];
