// A phone held sideways: the page's header and its bars (a new version, a
// game by link, the first visit's choices) go into the board's panel, after the turn's status and
// buttons (the board element's "page-header" slot), so the board has the
// screen's whole height beside them (board/page-form.js). Upright or on a
// wide screen they are above the board.

import { SIDEWAYS } from '../board/api.js';
import { $ } from './dom.js';

export function followSideways(board) {
  const chrome = [document.querySelector('header.top'), $('update'), $('link-bar'), $('welcome')];
  const layout = board.parentElement;
  const query = matchMedia(SIDEWAYS);
  const place = () => {
    for (const el of chrome) {
      if (query.matches && el.parentElement !== board) {
        el.slot = 'page-header';
        board.append(el);
      } else if (!query.matches && el.parentElement === board) {
        el.removeAttribute('slot');
        layout.before(el);
      }
    }
    board.refit();
  };
  query.addEventListener('change', place);
  place();
}
