// The full page: the board component plus the application's chrome (new
// game, saved games, export/import, share and embed, help).
//
// The header is wired before the address is read, and every part is set up
// on its own: a link or parameter that breaks one part never stops the rest,
// and what the page refuses is cleared from the address bar so a reload
// starts clean.

import { TwofoldBoard, defineTwofoldBoard } from '../board/element.js';
import { loadRules, errText } from '../core/rules.js';
import { SavedGames } from './storage.js';
import { GameKeeper } from './games.js';
import { readUrlGame, clearUrlGame, readPlayCode } from './url-params.js';
import { decodeText } from '../core/link-codec.js';
import { setupNewGameDialog, setupIoDialog } from './dialogs.js';
import { setupShareDialog } from './share.js';
import { setupHelp } from './help.js';
import { $, toast, keepClearOfBoardMessages } from './dom.js';
import { startOffline, showNetworkState } from './offline.js';
import { setupPrefs } from './prefs.js';
import { setupSettings } from './settings.js';
import { ByLink } from './by-link.js';
import { followSideways } from './sideways.js';
import { isFirstVisit, setupWelcome } from './welcome.js';

/** Runs one part of the page's setup; a failure is reported and the page goes on. */
function part(name, fn) {
  try {
    return fn();
  } catch (e) {
    console.error(`${name}:`, e);
    toast(`Part of the page (${name}) could not start: ${errText(e)}. The rest works.`, 15000);
    return null;
  }
}

async function main() {
  // Boards other than the page's own (Share's embed preview) link here as an
  // embed does, so the preview shows what a reader will see.
  TwofoldBoard.appUrl = new URL('./', location.href).href;
  defineTwofoldBoard();
  const board = $('board');
  part('settings', () => setupPrefs(board, $('btn-theme')));
  part('habits', () => setupSettings(board));
  part('sideways', () => followSideways(board));
  part('messages', () => keepClearOfBoardMessages(board));
  let rules;
  try {
    rules = await loadRules();
  } catch (e) {
    console.error(e);
    toast(`The game could not start: ${errText(e)}`, 60000);
    return;
  }
  document.body.dataset.wasmReadyMs = String(Math.round(performance.now()));
  const keeper = new GameKeeper(board, new SavedGames(), rules.defaultVariant());
  const byLink = part('games by link', () => new ByLink({ rules, board, keeper }));
  const ctx = { rules, board, keeper, byLink };
  let help = null;
  ctx.help = { open: (...a) => help?.open(...a) };
  // The header first: whatever the address holds, its buttons work.
  part('new game', () => setupNewGameDialog(ctx));
  part('export and import', () => setupIoDialog(ctx));
  const share = part('share', () => setupShareDialog(ctx));
  help = part('help', () => setupHelp(ctx));
  part('games', () => keeper.setupDialog());
  part('network state', () => showNetworkState());

  // A game by link (#play=…, or ?play=… from older links), a shared game (?variant=…), the setup editor
  // (?variant=…&edit), or the saved game.
  const adopted = () => clearUrlGame(location, history);
  const played = readPlayCode(location);
  const shared = part('the address', () => readUrlGame(location.search));
  // A game written as text carries its definitions, deflated: read before the game opens.
  if (shared?.rulesCode) {
    try {
      shared.rules = await decodeText(shared.rulesCode);
    } catch (e) {
      toast(`The game's rules in this address could not be read: ${errText(e)}`, 12000);
    }
  }
  const editing = shared?.edit ? shared : null;
  const first = part('first visit', () => isFirstVisit(keeper, { opening: !!(played || shared) }));
  await keeper.boot(played && byLink ? () => byLink.open(played, adopted) : shared && !editing ? () => keeper.openShared(shared, adopted) : null);
  if (editing) {
    let error;
    try {
      error = await board.edit(editing);
    } catch (e) {
      console.error(e);
      error = errText(e);
    }
    if (error) {
      toast(`The setup editor could not open: ${error}`, 12000);
      await keeper.restore();
    }
  }
  if (first && !editing) part('first visit', () => setupWelcome(ctx));
  // A link's game not played in yet keeps its address (a reload shows it
  // again); anything else is done with the address, refused or not.
  if (!keeper.pending) clearUrlGame(location, history);
  // A game link pasted into this tab changes only the fragment, which loads
  // nothing: open it as a link opens (the game on the board is saved).
  window.addEventListener('hashchange', () => {
    if (readPlayCode(location)) location.reload();
  });
  byLink?.update();
  // The ending banner's buttons: a rematch is a new saved game; New game is the dialog.
  board.addEventListener('rematch', (e) => {
    e.preventDefault();
    keeper.openNew(e.detail.spec);
  });
  board.addEventListener('newgame', () => $('btn-new').click());
  // The end banner's Analyse the game: the finished game on an analysis board, a new saved game.
  board.addEventListener('analysegame', (e) => {
    e.preventDefault();
    keeper.openNew(e.detail.spec);
  });
  // The setup editor's Play, Play the computer and Analyse: a new saved game from its position.
  board.addEventListener('playposition', (e) => {
    e.preventDefault();
    keeper.openNew(e.detail.spec);
  });
  board.addEventListener('shareposition', (e) => share?.open(e.detail.tab));
  // The page's board fills the window: lay it out again when that changes.
  window.addEventListener('resize', () => board.refit());
  document.documentElement.dataset.version = __TWOFOLD_VERSION__;
  document.body.dataset.ready = 'true';
  // The board is drawn: now the service worker may fill its cache.
  part('offline', () => startOffline());
}

main();
