// The first visit: the board is ready to play, and above it the choices a
// newcomer looks for: play the computer (at a beatable level, the choice
// remembered), play a friend here or by link, another game from the list;
// and the game on the board in one line with a way to its rules. The choices
// go once one is made or a move is played, and do not come back.

import { LEVELS, levelLabel } from '../board/api.js';
import { $ } from './dom.js';
import { rememberedLevel, rememberLevel, welcomed, rememberWelcomed } from './prefs.js';

/** Whether this visit is a first one: nothing answered yet, no game of the player's kept (a link's game or a shared one is not a first visit). */
export function isFirstVisit(keeper, { opening }) {
  return !opening && !welcomed() && keeper.store.list().length === 0;
}

export function setupWelcome({ rules, board, keeper, help }) {
  const box = $('welcome');
  const gameSelect = $('welcome-game');
  const levelSelect = $('welcome-level');
  const variants = rules.variants();
  const variant = () => board.saveState()?.variant || rules.defaultVariant();

  const describe = () => {
    const v = variants.find((x) => x.id === variant());
    $('welcome-summary').textContent = v?.summary || '';
    gameSelect.value = variant();
  };
  const done = () => {
    if (box.hidden) return;
    box.hidden = true;
    rememberWelcomed();
    board.refit();
  };

  gameSelect.replaceChildren(...variants.map((v) => new Option(v.name, v.id)));
  // Short names here (the New game dialog has the long ones with their ratings).
  levelSelect.replaceChildren(...LEVELS.map((l) => new Option(`level ${l.level}`, String(l.level), false, false)));
  LEVELS.forEach((l, i) => (levelSelect.options[i].title = levelLabel(l)));
  levelSelect.value = String(rememberedLevel());
  levelSelect.addEventListener('change', () => rememberLevel(Number(levelSelect.value)));

  $('welcome-how').addEventListener('click', () => help.open(variant(), 'rules'));
  $('welcome-computer').addEventListener('click', async () => {
    const level = Number(levelSelect.value);
    rememberLevel(level);
    done();
    await keeper.openNew({ variant: variant(), mode: 'computer', computerSide: 'black', level });
  });
  // The board already holds a game for two players on this device.
  $('welcome-here').addEventListener('click', done);
  $('welcome-link').addEventListener('click', () => {
    done();
    $('btn-new').click();
    $('new-opponent').value = 'link';
    $('new-opponent').dispatchEvent(new Event('change'));
  });
  gameSelect.addEventListener('change', async () => {
    await keeper.openNew({ variant: gameSelect.value, mode: 'play' });
    describe();
  });
  // A move played, or a game started from New game, answers the question too.
  board.addEventListener('turn', done);
  $('form-new').addEventListener('submit', done);

  describe();
  box.hidden = false;
  board.refit();
}
