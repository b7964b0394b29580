
# twofold boards: the Gadgets extension (Debian's MediaWiki ships it) runs
# MediaWiki:Gadget-twofold.js. A wiki that sends no Content-Security-Policy
# needs nothing more.
wfLoadExtension( 'Gadgets' );
