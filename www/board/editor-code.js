// The setup editor's code (editor.js, editor-panel.js) is a chunk of its
// own, fetched the first time a board opens the editor: most boards never
// edit, and a page with one view board has a byte budget
// (tests-e2e/weight.spec.js).
let code = null; // { SetupEditor, FIELD, renderEditor, wireEditor } once fetched
let fetching = null;

/** Fetches the editor's code (once per page); a failed fetch may be tried again. */
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
  return fetching;
}

/** The editor's code once fetched, else null. */
export const editorCode = () => code;
