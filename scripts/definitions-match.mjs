// The computer in games written as text, as the page's worker runs it: the
// engine's wasm module (www/pkg-engine) plays level 5 against a random mover
// and against level 3 in six definitions that are not built in, every part
// it chooses checked against the legal parts of the page's module
// (www/pkg-any): an illegal part stops the run with exit 1. Prints each
// pairing's score and the slowest turn. Run after scripts/wasm.sh:
//   node scripts/definitions-match.mjs [--games N] [--ms MS] [VARIANT ...]
// (issue "Every board plays any definition", item 6; native figures:
// `twofold match --variants`).
import { readFileSync } from 'node:fs';
import { loadDefinitions, loadEngine, loadRulesAny, replayOf } from '../crates/wasm/js-tests/modules.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  args.splice(i, 2);
  return value;
};
const GAMES = option('--games', 4);
const MS = option('--ms', 200);
const VARIANTS = args.length ? args : ['capablanca', 'losalamos', 'grasshopper', 'gemini', 'nightrider', 'shatranj'];
/** A game still going after this many turns is scored as a draw. */
const MOST_TURNS = 200;

const text = ['crates/rules/tests/definitions/fsf.ini', 'public/variants/gemini.ini'].map((f) => readFileSync(new URL(`../${f}`, import.meta.url), 'utf8')).join('\n');
const [rules, reader, engine] = await Promise.all([loadRulesAny(), loadDefinitions(), loadEngine()]);
const { bytes, problems } = reader.compileVariants(text);
if (problems.length) throw new Error(`the definitions do not compile: ${problems[0].message}`);
rules.loadCompiled(bytes);
engine.loadCompiled(bytes);

let seed = 1;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

/** Plays one whole turn of `player` ('random' or a level) in `game`; returns the engine's time (ms) or 0. */
function playTurn(game, player) {
  if (player === 'random') {
    do {
      const parts = game.legalParts(undefined);
      game.playPartText(parts[random(parts.length)].san);
      // Where the turn may end here, a random mover ends it half the time.
    } while (game.turnInProgress() && !(game.canEndTurn() && random(2)) && !game.status().over);
    if (game.turnInProgress() && game.canEndTurn()) game.endTurn();
    return 0;
  }
  const started = performance.now();
  const { parts } = engine.think(replayOf(game), player, MS, seed++);
  const ms = performance.now() - started;
  for (const p of parts) {
    if (!game.legalParts(undefined).some((l) => l.san === p.san)) {
      console.error(`ILLEGAL: ${game.variantId()} level ${player} played ${p.san} after ${game.record()}`);
      process.exit(1);
    }
    game.playPartText(p.san);
  }
  if (game.turnInProgress() && game.canEndTurn()) game.endTurn();
  return ms;
}

/** Level 5's score (1, ½, 0) in one game, and its slowest turn. */
function play(variant, opponent, fiveIsWhite) {
  const game = new rules.Game(variant, '', undefined);
  let slowest = 0;
  for (let turn = 0; turn < MOST_TURNS && !game.status().over; turn++) {
    const white = game.status().sideToMove === 'white';
    const player = white === fiveIsWhite ? 5 : opponent;
    const ms = playTurn(game, player);
    if (player === 5) slowest = Math.max(slowest, ms);
  }
  const st = game.status();
  const score = !st.over || !st.winner ? 0.5 : (st.winner === 'white') === fiveIsWhite ? 1 : 0;
  game.free();
  return { score, slowest };
}

for (const variant of VARIANTS) {
  for (const opponent of ['random', 3]) {
    let score = 0;
    let slowest = 0;
    for (let g = 0; g < GAMES; g++) {
      const r = play(variant, opponent, g % 2 === 0);
      score += r.score;
      slowest = Math.max(slowest, r.slowest);
    }
    console.log(`${variant}: level 5 vs ${opponent === 'random' ? 'random' : `level ${opponent}`}: ${score}/${GAMES} (${Math.round((100 * score) / GAMES)} %), slowest turn ${Math.round(slowest)} ms at ${MS} ms a turn`);
  }
}
