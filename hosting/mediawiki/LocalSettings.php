
# twofold boards: the Gadgets extension (Debian's MediaWiki ships it) runs
# MediaWiki:Gadget-twofold.js; TemplateData (shipped too) describes
# Template:Twofold's parameters to editors (VisualEditor's template dialog).
# A wiki that sends no Content-Security-Policy needs nothing more.
wfLoadExtension( 'Gadgets' );
wfLoadExtension( 'TemplateData' );
