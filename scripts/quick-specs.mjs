// `npm test -- --quick`: the desktop browser specs that touch what changed.
// Prints the spec files (one per line) for the files changed since the
// branch left main (committed or not). A browser spec drives the page, so it
// imports none of the code it checks: the areas below say which spec checks
// which code; a changed spec runs itself. The full `npm test` runs them all.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Source areas (path prefixes) and the specs that check them, most specific first. */
export const AREAS = [
  [['www/app/by-link.js', 'www/core/link-codec.js', 'www/app/url-params.js', 'www/core/names.js'], ['by-link', 'nothing-lost']],
  [['www/app/games.js', 'www/app/storage.js'], ['nothing-lost']],
  [['www/app/offline.js', 'www/sw.js'], ['offline']],
  [['www/app/diagram-share.js', 'www/art/', 'crates/diagram/'], ['diagram']],
  [['www/app/'], ['page', 'players-page']],
  [['www/board/premove.js'], ['premove']],
  [['www/board/analysis', 'www/board/suggestions.js'], ['analysis']],
  [['www/board/definitions.js', 'www/core/definitions.js', 'www/board/pieces.js', 'public/variants/'], ['definitions', 'embed']],
  [['www/board/computer.js', 'www/core/engine', 'crates/engine/'], ['computer', 'computer-turn']],
  [['www/board/edit', 'www/board/page-form.js'], ['editor']],
  [['www/board/recovery.js', 'www/core/rules.js'], ['faults', 'definitions']],
  [['www/board/element.js', 'www/embed.js', 'www/frame/', 'embed.html', 'embed-demo.html'], ['embed', 'embed-sizes', 'surface', 'definitions']],
  [['www/board/panel.js', 'www/board/board.css', 'www/board/template.js', 'www/board/wiring.js'], ['still-panel', 'computer-turn', 'game']],
  [['www/board/layout.js', 'www/board/overview.js', 'www/board/cursor.js', 'www/board/keyboard.js'], ['controls', 'game']],
  [['www/board/'], ['game', 'turn-parts']],
  [['hosting/package/', 'scripts/package', 'www/twofold-board.js', 'www/define-free.js', 'tests-e2e/package-bundlers.mjs'], ['package', 'package-bundlers']],
  [['hosting/mediawiki/', 'scripts/wiki.sh', 'tests-e2e/wiki-pages/'], ['wiki', 'wiki-policy', 'wiki-extension', 'wiki-speed', 'wiki-rules']],
  [['www/wiki-boxes.js', 'www/wiki-tags.js'], ['wiki', 'wiki-extension', 'wiki-speed', 'wiki-rules']],
  [['hosting/'], ['host']],
  [['crates/rules/', 'crates/wasm/'], ['game', 'turn-parts']],
  [['docs/mediawiki.md'], ['host', 'wiki-extension']],
  [['docs/', 'README.md'], ['host', 'diagram', 'package', 'readme-pictures']],
  [['index.html', 'vite.config.js'], ['page', 'weight']],
];

/** The specs for a list of changed paths. */
export function specsFor(changed) {
  const specs = new Set();
  for (const file of changed) {
    const own = /^tests-e2e\/(.+)\.spec\.js$/.exec(file);
    if (own) {
      specs.add(own[1]);
      continue;
    }
    const area = AREAS.find(([prefixes]) => prefixes.some((p) => file.startsWith(p)));
    for (const spec of area?.[1] ?? []) specs.add(spec);
  }
  return [...specs].sort().map((s) => `tests-e2e/${s}.spec.js`);
}

function changedFiles() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let base = 'HEAD';
  for (const ref of ['origin/main', 'main']) {
    try {
      base = git('merge-base', 'HEAD', ref);
      break;
    } catch {
      // no such ref here: try the next
    }
  }
  const lines = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')].join('\n');
  return [...new Set(lines.split('\n').filter(Boolean))];
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  for (const spec of specsFor(changedFiles())) if (existsSync(spec)) console.log(spec);
}
