// Reasons on tap: a tap on a piece that cannot move says why in the rules'
// words, as typing its move does (the king left in check), or that it has
// nowhere to go; a square the piece cannot reach says why too. After a check
// that ended a turn of two moves (Marseillais), the status says so.
// Desktop (clicks) and phone (taps).

import { test, expect } from '@playwright/test';
import { openGame, state, board, ref, tapSquare } from './helpers.js';

const game = (variant, moves) => `?variant=${variant}&moves=${encodeURIComponent(moves)}`;

test('a tap on a piece that cannot move gives the rules’ reason, as typing its move does', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const b = board(page);
  // Black is in check: the d-pawn's move would leave the king in check.
  await openGame(page, game('chess', '1.e4 f5 2.Qh5+'));
  await tapSquare(page, 'd7', touch);
  await expect(ref(b, 'toast')).toContainText('it would leave the king in check');
  // Typing the same move says the same.
  await ref(b, 'entry-text').fill('d6');
  await ref(b, 'entry-text').press('Enter');
  await expect(ref(b, 'entry-error')).toContainText('it would leave the king in check');
  expect((await state(page)).history.length).toBe(3);

  // A piece hemmed in by its own: it has nowhere to go.
  await openGame(page, '?variant=chess');
  await tapSquare(page, 'a1', touch);
  await expect(ref(b, 'toast')).toContainText('The rook on a1 has no move here');
  // And a square out of the picked piece's reach says why.
  await tapSquare(page, 'g1', touch);
  await tapSquare(page, 'g4', touch);
  await expect(ref(b, 'toast')).toContainText('no knight of White can move to g4');
  expect((await state(page)).history).toEqual([]);
});

test('Two-Prong: the piece that made the turn’s first half cannot make the second, and a tap says why', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const b = board(page);
  await openGame(page, game('two-prong', '1.e4'));
  await tapSquare(page, 'e7', touch);
  await tapSquare(page, 'e5', touch);
  expect((await state(page)).turnInProgress).toBe(true);
  await tapSquare(page, 'e5', touch);
  // (Judged from the turn's start, the pawn still stands on e7: the reason is that it moved, not that it is missing.)
  await expect(ref(b, 'toast')).toContainText('the two halves of a dual move must move two different pieces');
  // Typing its move from where it went says the same.
  await ref(b, 'entry-text').fill('e5-e4');
  await ref(b, 'entry-text').press('Enter');
  await expect(ref(b, 'entry-error')).toContainText('two different pieces');
  expect((await state(page)).turnInProgress).toBe(true);
});

test('after a check that ended a turn, the status says "Check ends the turn"', async ({ page }) => {
  const b = board(page);
  // Marseillais: White's Bb5+ is the first move of a two-move turn, and the check ends it.
  await openGame(page, game('marseillais', '1.e4 d5,d4 2.Bb5+'));
  await expect(ref(b, 'status')).toContainText('Black to move');
  await expect(ref(b, 'status')).toContainText('check!');
  await expect(ref(b, 'status')).toContainText("Check ends the turn: White's turn was its checking move");
  // A check from a whole turn of two moves is a plain check.
  await openGame(page, game('marseillais', '1.e4 d5,d4 2.Nf3,Bb5+'));
  await expect(ref(b, 'status')).toContainText('check!');
  await expect(ref(b, 'status')).not.toContainText('Check ends the turn');
});
