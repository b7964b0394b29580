// The analyse mode's live analysis (analysis.js) is a chunk of its own,
// fetched when the reader first presses Analyse: a board that shows or plays
// games never downloads it. Until then the board's analysis is this stand-in,
// off, with no lines.

/** s.analysis: BoardAnalysis's surface, its code fetched on the first press of Analyse. */
export function lazyAnalysis(refs, board) {
  let real = null;
  let loading = null;
  refs.analyse.addEventListener('click', () => {
    if (real) return real.toggle();
    loading ??= import('./analysis.js').then(
      (m) => {
        real = new m.BoardAnalysis(refs, board);
        real.toggle();
      },
      (e) => {
        loading = null;
        refs.analysis.hidden = false;
        refs['analysis-info'].textContent = `The analysis could not be fetched (${e.message}). Press Analyse to try again.`;
      },
    );
  });
  return {
    get on() {
      return real?.on ?? false;
    },
    get updates() {
      return real?.updates ?? 0;
    },
    get depth() {
      return real?.depth ?? 0;
    },
    get lines() {
      return real?.lines ?? [];
    },
    stop: (note) => real?.stop(note),
    follow: (game) => real?.follow(game),
    shownLine: (g) => real?.shownLine(g) ?? null,
  };
}
