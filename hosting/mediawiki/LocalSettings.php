
# twofold boards: the Gadgets extension (Debian's MediaWiki ships it) runs
# MediaWiki:Gadget-twofold.js, and this Content-Security-Policy lets the
# boards, their computer player and their frames run beside MediaWiki's own
# scripts (ResourceLoader needs 'unsafe-inline' and 'unsafe-eval').
# Replace https://assets.example.org with the origin that serves twofold.
wfLoadExtension( 'Gadgets' );
header( "Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' https://assets.example.org 'wasm-unsafe-eval'; connect-src 'self' https://assets.example.org; worker-src 'self' blob: https://assets.example.org; frame-src https://assets.example.org; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'" );
