#!/usr/bin/env python3
"""Reference perft counts from Fairy-Stockfish for our definitions in fsf.ini.

Writes crates/rules/tests/definitions/fsf-perft.txt, one row per line:

    variant | fen | depth | count | source

* source `perft.sh`: every row of Fairy-Stockfish's tests/perft.sh for the 18
  chess-like variants written in fsf.ini (startpos rows get the variant's start
  FEN as pyffish prints it), each recounted with the built binary.
* source `pyffish`: 6 positions per variant reached by seeded random play from
  the start (3..40 plies; positions where the game has ended are skipped),
  counted at depth 2, and at depth 3 when that stays under 200 000, by
  pyffish (recursive legal_moves) and again by the binary's `go perft`; the
  two must agree. Shatranj and courier also get three hand-written bare-king
  positions each (BARE_KING below), counted the same way.

The random play is deterministic (fixed seed per variant), so a rerun with
the same pyffish writes the same file.

With --definitions FILE, every row is also counted by the binary with FILE
loaded as its VariantPath, each section renamed NAME-text (and its parent
too when the parent is a section of FILE), and compared with the built-in
variant: Fairy-Stockfish itself checking our definitions.

Usage (needs `pip install pyffish` and Fairy-Stockfish built with large
boards, e.g. `make -j2 build ARCH=x86-64-modern largeboards=yes all=yes`):

    python3 scripts/fsf-reference.py /path/to/fsf/src/stockfish \\
        [--perft-sh /path/to/fsf/tests/perft.sh] [--out FILE] \\
        [--definitions crates/rules/tests/definitions/fsf.ini]

--perft-sh defaults to tests/perft.sh beside the binary's src/ directory.
"""

import argparse
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pyffish

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "crates/rules/tests/definitions/fsf-perft.txt"
VARIANTS = (
    "capablanca embassy janus modern chancellor amazon nightrider grasshopper "
    "chigorin almost perfect losalamos pawnsideways pawnback berolina shatranj "
    "courier makruk checkmateless kingofthehill racingkings knightmate hoppelpoppel newzealand antichess "
    "crossderby troitzky omicron shako tencubed centaur"
).split()
# Sections of Fairy-Stockfish's own variants.ini that an older pyffish (and a
# binary's compiled-in list) may lack: loaded into both, as written there.
LATER_SECTIONS = """
[checkmateless:chess]
checking = false
stalemateValue = loss

[crossderby:chess]
pieceToCharTable = PN...................Kpn...................k
queen = -
rook = -
bishop = -
startFen = n*nnnn*k/**pppp**/pp4pp/8/8/PP4PP/**PPPP**/K*NNNN*N w - - 0 1
stalemateValue = loss
"""
SEED = "twofold-fsf-reference-1"
POSITIONS_PER_VARIANT = 6
PLIES = range(3, 41)
DEPTH3_LIMIT = 200_000
PERFT_SH_ROW = re.compile(
    r'^\s*expect perft\.exp (\S+) (startpos|"fen [^"]+") (\d+) (\d+)'
)
# Random play rarely strips a side to its king, so shatranj and courier get
# three bare-king positions each: white bares black with three pieces left
# (the game ends), with two (black may bare back: extinctionClaim), and a
# white bare king whose every move ends the game.
BARE_KING = {
    "shatranj": [
        "3k4/8/8/3q4/8/8/8/3RK2N w - - 0 1",
        "8/8/8/8/3k4/2q5/2R5/K7 w - - 0 1",
        "8/8/8/8/3k4/8/2q5/K7 w - - 0 1",
    ],
    "courier": [
        "6k5/12/12/12/12/4m7/4W7/4RK1N4 w - - 0 1",
        "12/12/12/12/5k6/4f7/4R7/K11 w - - 0 1",
        "12/12/12/12/5k6/12/4e7/K11 w - - 0 1",
    ],
}
SECTION = re.compile(r"^\[([^:\]]+)(?::([^\]]+))?\](.*)$")


class Engine:
    """One Fairy-Stockfish process, driven over UCI for `go perft`."""

    def __init__(self, binary, variant_path=None):
        self.proc = subprocess.Popen(
            [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.send("uci")
        handshake = self.until("uciok")
        self.id = next(l[len("id name "):] for l in handshake if l.startswith("id name "))
        if variant_path:
            self.send(f"setoption name VariantPath value {variant_path}")
        # UCI_Variant ignores a name it does not list, so perft() checks the list.
        self.send("uci")
        listing = next(l for l in self.until("uciok") if "name UCI_Variant " in l)
        self.variants = set(listing.split(" var ")[1:])

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"engine exited waiting for {prefix!r}")
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def perft(self, variant, fen, depth):
        if variant not in self.variants:
            raise RuntimeError(f"the engine has no variant {variant}")
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send(f"position fen {fen}")
        self.send(f"go perft {depth}")
        last = self.until("Nodes searched:")[-1]
        return int(last.split(":")[1])

    def close(self):
        self.send("quit")
        self.proc.wait()


def pyffish_perft(variant, fen, depth, moves=()):
    moves = list(moves)
    legal = pyffish.legal_moves(variant, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(pyffish_perft(variant, fen, depth - 1, moves + [m]) for m in legal)


def game_over(variant, fen, moves):
    if not pyffish.legal_moves(variant, fen, moves):
        return True
    if pyffish.is_immediate_game_end(variant, fen, moves)[0]:
        return True
    return pyffish.is_optional_game_end(variant, fen, moves)[0]


def perft_sh_rows(path):
    rows = []
    for line in Path(path).read_text().splitlines():
        m = PERFT_SH_ROW.match(line)
        if m and m.group(1) in VARIANTS:
            variant, pos, depth, count = m.groups()
            fen = pyffish.start_fen(variant) if pos == "startpos" else pos[5:-1]
            rows.append((variant, fen, int(depth), int(count), "perft.sh"))
    return rows


def random_fens(variant):
    """Positions after seeded random play; each is live (the game goes on)."""
    rng = random.Random(f"{SEED}-{variant}")
    start = pyffish.start_fen(variant)
    fens = []
    for plies in sorted(rng.sample(PLIES, POSITIONS_PER_VARIANT)):
        while True:
            moves = []
            for _ in range(plies):
                if game_over(variant, start, moves):
                    break
                moves.append(rng.choice(sorted(pyffish.legal_moves(variant, start, moves))))
            if len(moves) == plies and not game_over(variant, start, moves):
                break
        fen = pyffish.get_fen(variant, start, moves)
        if fen not in fens:
            fens.append(fen)
    return fens


def bare_king_fens(variant):
    fens = [pyffish.get_fen(variant, fen, []) for fen in BARE_KING.get(variant, [])]
    assert not any(game_over(variant, fen, []) for fen in fens), variant
    return fens


def random_rows(variant, engine):
    rows = []
    for fen in random_fens(variant) + bare_king_fens(variant):
        for depth in (2, 3):
            count = engine.perft(variant, fen, depth)
            if depth == 3 and count > DEPTH3_LIMIT:
                break
            by_pyffish = pyffish_perft(variant, fen, depth)
            if by_pyffish != count:
                raise SystemExit(
                    f"{variant} {fen} depth {depth}: pyffish {by_pyffish}, binary {count}"
                )
            rows.append((variant, fen, depth, count, "pyffish"))
    return rows


def renamed_definitions(text):
    """The file with every section NAME renamed NAME-text (parents to match)."""
    names = {m.group(1) for m in map(SECTION.match, text.splitlines()) if m}
    out = []
    for line in text.splitlines():
        m = SECTION.match(line)
        if m:
            name, parent, rest = m.groups()
            if parent in names:
                parent += "-text"
            line = f"[{name}-text" + (f":{parent}" if parent else "") + "]" + rest
        out.append(line)
    return "\n".join(out) + "\n"


def check_definitions(binary, definitions, rows):
    """Count every row with our definitions loaded into Fairy-Stockfish."""
    with tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False) as f:
        f.write(renamed_definitions(Path(definitions).read_text()))
    ours = Engine(binary, f.name)
    differ = 0
    print(f"{'variant':13} {'d':>1} {'built-in':>9} {'ours':>9}  fen", file=sys.stderr)
    for variant, fen, depth, count, _ in rows:
        got = ours.perft(variant + "-text", fen, depth)
        mark = "" if got == count else "  <-- differs"
        differ += got != count
        print(f"{variant:13} {depth:>1} {count:>9} {got:>9}  {fen}{mark}", file=sys.stderr)
    ours.close()
    Path(f.name).unlink()
    print(f"{differ} of {len(rows)} rows differ", file=sys.stderr)
    return differ


def header(engine_id, rows):
    per_variant = ", ".join(
        f"{v} {sum(r[0] == v for r in rows)}" for v in VARIANTS
    )
    return [
        "# Perft counts from Fairy-Stockfish for the variants in fsf.ini.",
        "# Made by scripts/fsf-reference.py (see its docstring); do not edit by hand.",
        "# Row: variant | fen | depth | count | source.",
        "# perft.sh: the rows of Fairy-Stockfish's tests/perft.sh for these variants",
        "#   (startpos written as the start FEN), recounted by the binary.",
        f"# pyffish: {POSITIONS_PER_VARIANT} positions per variant after seeded random play"
        f" ({PLIES.start}..{PLIES.stop - 1} plies,",
        "#   live positions only), depth 2, and depth 3 when under 200000; counted by",
        "#   pyffish's legal_moves and by the binary's go perft, which agree.",
        "#   FENs are exactly as pyffish prints them. Shatranj and courier also get",
        "#   3 hand-written bare-king positions each (BARE_KING in the script), counted the same way.",
        f"# Binary: {engine_id}; pyffish {'.'.join(map(str, pyffish.version()))}"
        f" ({pyffish.info()}).",
        f"# Rows per variant: {per_variant}.",
    ]


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    args.add_argument("binary", help="Fairy-Stockfish built with largeboards=yes all=yes")
    args.add_argument("--perft-sh", help="Fairy-Stockfish's tests/perft.sh")
    args.add_argument("--out", default=str(DEFAULT_OUT))
    args.add_argument("--definitions", help="also count every row with this file's sections")
    opts = args.parse_args()
    perft_sh = opts.perft_sh or Path(opts.binary).resolve().parent.parent / "tests/perft.sh"

    pyffish.load_variant_config(LATER_SECTIONS)
    later = tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False)
    later.write(LATER_SECTIONS)
    later.close()
    engine = Engine(opts.binary, later.name)
    rows = []
    for row in perft_sh_rows(perft_sh):
        variant, fen, depth, count, _ = row
        got = engine.perft(variant, fen, depth)
        if got != count:
            raise SystemExit(f"binary disagrees with perft.sh: {row} gave {got}")
        rows.append(row)
    for variant in VARIANTS:
        rows.extend(random_rows(variant, engine))
        print(f"{variant}: done", file=sys.stderr, flush=True)
    engine.close()
    rows.sort(key=lambda r: (VARIANTS.index(r[0]), r[4] != "perft.sh"))

    lines = header(engine.id, rows) + [" | ".join(map(str, r)) for r in rows]
    Path(opts.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {len(rows)} rows to {opts.out}", file=sys.stderr)
    if opts.definitions and check_definitions(opts.binary, opts.definitions, rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
