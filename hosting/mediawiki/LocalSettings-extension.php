# twofold's <twofold> tag: the Twofold extension (dist/mediawiki/Twofold/,
# copied into the wiki's extensions/ folder) draws each board's picture with
# the twofold command and makes it live with embed.js from the asset origin.
# Replace /usr/local/bin/twofold with where the command is installed, and
# https://assets.example.org/twofold/ with the address of twofold's dist/.
wfLoadExtension( 'Twofold' );
$wgTwofoldCommand = '/usr/local/bin/twofold';
$wgTwofoldAssets = 'https://assets.example.org/twofold/';
