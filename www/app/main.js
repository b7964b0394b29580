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

async function main() {
  defineTwofoldBoard();
  const board = $('board');
  try {
    const rules = await loadRules();
    const keeper = new GameKeeper(board, new SavedGames());
    const fromUrl = readUrlGame(location.search);
    await keeper.boot(fromUrl);
    // The link's game is saved now: the address bar need not open it again.
    if (fromUrl) clearUrlGame(location, history);
    const ctx = { rules, board, keeper };
    setupNewGameDialog(ctx);
    setupIoDialog(ctx);
    setupShareDialog(ctx);
    setupHelp(board);
    keeper.setupDialog();
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
