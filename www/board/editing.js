// The board's "edit" mode: a setup editor (editor.js, its controls in
// editor-panel.js) instead of a game, and the ways in and out of it.

import { errText, isWasmCrash } from '../core/rules.js';
import { optionsJson } from './loading.js';
import { editorCode, editorReady } from './editor-code.js';

/** s: the board's state (state.js); a: its actions. */
export function editingActions(s, a) {
  return {
    /**
     * Opens the setup editor: { variant, options, position, returnTo } (the
     * saved state of the game "Back to the game" returns to). Returns the
     * error shown (an unknown game or options), or null: a position the rules
     * refuse is shown with its problems, to be fixed.
     */
    openEditor(spec) {
      // Callers fetch the code first (element.js, loading.js' editPosition).
      const code = editorReady() ? editorCode() : null;
      if (!code) return 'The setup editor is not ready yet: try again in a moment.';
      if (!s.editorWired) {
        code.wireEditor(s, a);
        s.editorWired = true;
      }
      let editor;
      try {
        editor = new code.SetupEditor(s, a, { ...spec, optionsJson: optionsJson(spec.options) });
      } catch (e) {
        if (isWasmCrash(e)) a.crashed(e);
        a.unload();
        return errText(e);
      }
      a.unload();
      s.clock.configure(null);
      s.computer.configure({});
      s.editor = editor;
      s.spec = { ...spec, mode: 'edit' };
      s.mode = 'edit';
      s.player = null;
      s.refs.root.dataset.mode = 'edit';
      s.view.playing = true;
      a.setGeometry(editor.geom);
      // The palette first: the board is laid out in the room it leaves.
      a.renderEditor();
      a.relayout();
      a.draw();
      // A zoomed board opens on the side to move's king, as in a game.
      const king = editor.board.indexOf(editor.fields()[code.FIELD.side] === 'w' ? 'K' : 'k');
      if (king >= 0) s.view.follow([king]);
      a.emit('change', null);
      return null;
    },

    /** Brings the editor's controls and the board up to date. */
    renderEditor() {
      editorCode().renderEditor(s, s.editor);
      a.draw();
    },

    /** A game from the editor's position (mode: play, computer or analyse). The page takes the event to open it as a new saved game. */
    playFromEditor(mode) {
      // (A game written as text keeps its definitions.)
      const spec = { ...s.editor.gameSpec(mode), rules: s.spec?.rules };
      if (a.emit('playposition', { spec }, true)) {
        a.load(spec);
        a.emit('change', null);
      }
    },

    /** Back to the game the editor was opened from. */
    leaveEditor() {
      const back = s.editor?.returnTo;
      if (!back) return;
      a.load(back);
      a.emit('change', null);
    },
  };
}
