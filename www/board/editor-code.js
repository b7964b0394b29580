// The setup editor's code (editor.js, editor-panel.js) is a chunk of its
// own, fetched the first time a board opens the editor, with the rules'
// editor functions (inspectPosition, writePosition: the module loaded on
// demand, or the rules' own once a page plays games written as text;
// core/rules.js' loadEditor): most boards never edit, and a page
// with one view board has a byte budget (tests-e2e/weight.spec.js).
import { hasExtras, loadEditor } from '../core/rules.js';

let code = null; // { SetupEditor, FIELD, renderEditor, wireEditor } once fetched
let fetching = null;

/** Fetches the editor's code (once per page) and the rules' editor functions (again after a restart); a failed fetch may be tried again. */
export function fetchEditorCode() {
  fetching ??= Promise.all([import('./editor.js'), import('./editor-panel.js')]).then(
    ([editor, panel]) => {
      code = { SetupEditor: editor.SetupEditor, FIELD: editor.FIELD, renderEditor: panel.renderEditor, wireEditor: panel.wireEditor };
      return code;
    },
    (e) => {
      fetching = null;
      throw e;
    },
  );
  return Promise.all([fetching, loadEditor()]).then(([c]) => c);
}

/** The editor's code once fetched, else null. */
export const editorCode = () => code;

/** Can a board open the editor now: are its code and the rules' editor functions fetched? */
export const editorReady = () => Boolean(code) && hasExtras();
