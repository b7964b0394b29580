// The full page: the board component plus the application's chrome (new
// game, saved games, export/import, share and embed, help).

import { defineTwofoldBoard } from '../board/element.js';
import { loadRules, errText } from '../core/rules.js';
import { SavedGames } from './storage.js';
import { GameKeeper } from './games.js';
import { readUrlGame, clearUrlGame } from './url-params.js';
import { setupNewGameDialog, setupIoDialog } from './dialogs.js';
import { setupShareDialog } from './share.js';
import { setupHelp } from './help.js';
import { $, toast } from './dom.js';
import { startOffline, showNetworkState } from './offline.js';
import { setupPrefs } from './prefs.js';
import { ByLink } from './by-link.js';

async function main() {
  defineTwofoldBoard();
  const board = $('board');
  setupPrefs(board, $('btn-theme'));
  try {
    const rules = await loadRules();
    document.body.dataset.wasmReadyMs = String(Math.round(performance.now()));
    const keeper = new GameKeeper(board, new SavedGames());
    const byLink = new ByLink({ rules, board, keeper });
    // A game by link (?play=…), a shared game (?variant=…), or the saved game.
    const played = new URLSearchParams(location.search).get('play');
    const shared = readUrlGame(location.search);
    const editing = shared?.edit ? shared : null;
    await keeper.boot(played ? () => byLink.open(played) : shared && !editing ? () => keeper.openShared(shared) : null);
    // ?variant=…&edit: the setup editor, over the saved game.
    if (editing) await board.edit(editing);
    // The link's game is saved now: the address bar need not open it again.
    if (played || shared) clearUrlGame(location, history);
    byLink.update();
    const ctx = { rules, board, keeper, byLink };
    ctx.help = { open: (...a) => help.open(...a) };
    setupNewGameDialog(ctx);
    setupIoDialog(ctx);
    const share = setupShareDialog(ctx);
    const help = setupHelp(ctx);
    keeper.setupDialog();
    // The ending banner's buttons: a rematch is a new saved game; New game is the dialog.
    board.addEventListener('rematch', (e) => {
      e.preventDefault();
      keeper.openNew(e.detail.spec);
    });
    board.addEventListener('newgame', () => $('btn-new').click());
    // The setup editor's Play, Play the computer and Analyse: a new saved game from its position.
    board.addEventListener('playposition', (e) => {
      e.preventDefault();
      keeper.openNew(e.detail.spec);
    });
    board.addEventListener('shareposition', (e) => share.open(e.detail.tab));
    // The page's board fills the window: lay it out again when that changes.
    window.addEventListener('resize', () => board.refit());
    showNetworkState();
    document.documentElement.dataset.version = __TWOFOLD_VERSION__;
    document.body.dataset.ready = 'true';
    // The board is drawn: now the service worker may fill its cache.
    startOffline();
  } catch (e) {
    console.error(e);
    toast(`The game could not start: ${errText(e)}`, 60000);
  }
}

main();
