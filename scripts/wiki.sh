#!/usr/bin/env bash
# A real MediaWiki for the browser tests, set up by docs/mediawiki.md's steps
# ("On a MediaWiki") from the kit the build writes to dist/mediawiki/:
# Debian's MediaWiki on sqlite in a scratch folder, served by PHP's built-in
# server until killed. The test articles are tests-e2e/wiki-pages/*.wiki.
#
#   bash scripts/wiki.sh <port> <asset origin, e.g. http://127.0.0.1:4392>
#
# scripts/setup.sh --browser installs the packages (mediawiki, php-sqlite3).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:?usage: scripts/wiki.sh <port> <asset origin>}
assets=${2:?usage: scripts/wiki.sh <port> <asset origin>}
mw=/usr/share/mediawiki
kit=dist/mediawiki
dir=${WIKI_DIR:-$PWD/test-results/wiki-$port}

[ -f "$mw/maintenance/install.php" ] || { echo "MediaWiki is not installed: run scripts/setup.sh --browser" >&2; exit 1; }
[ -f "$kit/Gadget-twofold.js" ] && [ -f "$kit/Twofold/extension.json" ] || { echo "$kit is missing: run npm run build" >&2; exit 1; }

rm -rf "$dir"
mkdir -p "$dir"
php "$mw/maintenance/install.php" --dbtype sqlite --dbpath "$dir/data" --dbname wiki \
  --server "http://127.0.0.1:$port" --scriptpath "" --confpath "$dir" \
  --pass "twofold-test-admin" --lang en "Twofold Test Wiki" Admin >"$dir/install.log"
export MW_CONFIG_FILE="$dir/LocalSettings.php"

# docs/mediawiki.md, step 2: the lines for LocalSettings.php, with the asset origin.
sed "s#https://assets.example.org#$assets#g" "$kit/LocalSettings.php" >>"$MW_CONFIG_FILE"
# With WIKI_CSP=1, a wiki that sends a policy: docs/mediawiki.md's $wgCSPHeader lines.
if [ -n "${WIKI_CSP:-}" ]; then
  sed "s#https://assets.example.org#$assets#g" "$kit/LocalSettings-csp.php" >>"$MW_CONFIG_FILE"
fi

# Not the kit's: what this test wiki needs to play a phone and an editor.
# MobileFrontend (which Debian does not ship) serves phones with the ResourceLoader
# target "mobile", set when the skin is made; ?useformat=mobile sets it here
# the same way. Uploads on (Special:Upload's preview) and external images
# (an article's picture beside the boards).
cat >>"$MW_CONFIG_FILE" <<'PHP'
$wgHooks['RequestContextCreateSkin'][] = static function ( $context ) {
	if ( $context->getRequest()->getVal( 'useformat' ) === 'mobile' ) {
		$context->getOutput()->setTarget( 'mobile' );
	}
};
$wgEnableUploads = true;
$wgGroupPermissions['*']['upload'] = true;
$wgAllowExternalImages = true;
PHP
# Uploads in this wiki's own folder (not Debian's shared images/), served by
# MediaWiki's img_auth.php.
printf '$wgUploadDirectory = "%s";\n$wgUploadPath = "/img_auth.php";\n' "$dir/images" >>"$MW_CONFIG_FILE"
mkdir "$dir/images"

# docs/mediawiki.md, step 3: the kit's pages.
edit() { php "$mw/maintenance/edit.php" --user Admin --summary "twofold" "$1" >>"$dir/edit.log"; }
edit 'MediaWiki:Gadgets-definition' <"$kit/Gadgets-definition.txt"
sed "s#https://assets.example.org/twofold/#$assets/twofold/#" "$kit/Gadget-twofold.js" | edit 'MediaWiki:Gadget-twofold.js'
edit 'MediaWiki:Gadget-twofold.css' <"$kit/Gadget-twofold.css"
edit 'MediaWiki:Gadget-twofold' <"$kit/Gadget-twofold-description.wiki"
sed "s#https://assets.example.org/twofold/#$assets/twofold/#" "$kit/Template-Twofold.wiki" | edit 'Template:Twofold'

# docs/mediawiki.md, the <twofold> tag: the Twofold extension in the wiki's
# extensions/ folder (this wiki's own, beside Debian's), and its lines for
# LocalSettings.php with the asset origin and the command: a wrapper that
# notes each run in twofold-runs.log (tests-e2e/wiki-extension.spec.js
# counts them) and runs this checkout's twofold.
cargo build --release --quiet -p twofold-cli --bin twofold
mkdir "$dir/extensions"
ln -s "$mw"/extensions/* "$dir/extensions/"
cp -r "$kit/Twofold" "$dir/extensions/"
printf '#!/bin/sh\necho run >>"%s"\nexec "%s" "$@"\n' "$dir/twofold-runs.log" "${CARGO_TARGET_DIR:-$PWD/target}/release/twofold" >"$dir/twofold"
chmod +x "$dir/twofold"
echo "\$wgExtensionDirectory = '$dir/extensions';" >>"$MW_CONFIG_FILE"
sed -e "s#https://assets.example.org#$assets#g" -e "s#/usr/local/bin/twofold#$dir/twofold#" "$kit/LocalSettings-extension.php" >>"$MW_CONFIG_FILE"

# docs/mediawiki.md's pictures for readers without scripts: its block, run
# as written in a scratch folder, with this checkout's twofold command.
mkdir "$dir/recipe"
awk '/^<!-- scripts\/wiki.sh runs this block -->$/ { want = 1; next } want && /^```sh$/ { inside = 1; next } inside && /^```$/ { exit } inside' docs/mediawiki.md >"$dir/recipe.sh"
[ -s "$dir/recipe.sh" ] || { echo "docs/mediawiki.md: the pictures' block is missing" >&2; exit 1; }
bin="${CARGO_TARGET_DIR:-$PWD/target}/release"
(cd "$dir/recipe" && PATH="$bin:$PATH" bash -euo pipefail "$dir/recipe.sh" >>"$dir/recipe.log")

# The test articles (a title's '/' is '%2F' in its file's name).
for page in tests-e2e/wiki-pages/*.wiki; do
  title=$(basename "$page" .wiki)
  sed "s#https://assets.example.org#$assets#g" "$page" | edit "${title//%2F//}"
done

echo "twofold test wiki on http://127.0.0.1:$port/ (assets from $assets)"
# PHP's built-in server buffers output (output_buffering=4096), which stops
# MediaWiki from gzipping its answers; a production wiki's are compressed (by
# MediaWiki or its web server), so this one's are too.
PHP_CLI_SERVER_WORKERS=4 exec php -d output_buffering=0 -S "127.0.0.1:$port" -t "$mw" 2>>"$dir/server.log"
