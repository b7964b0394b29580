// The full page's chrome (header and dialogs) lives in index.html; these
// helpers find its elements. The board itself is a component and is only
// reached through its element's API.

export const $ = (id) => document.getElementById(id);

let toastTimer = null;

/** A short message at the bottom of the page, with an optional action button. */
export function toast(text, ms = 6000, action = null) {
  const t = $('toast');
  t.replaceChildren(text);
  if (action) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = action.label;
    b.addEventListener('click', () => {
      t.hidden = true;
      action.run();
    });
    t.append(' ', b);
  }
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    t.hidden = true;
  }, ms);
}

/** Copies text, saying whether it worked. */
export function copyText(text) {
  if (!navigator.clipboard) {
    toast('Copying is not available here; select the text and copy it by hand.');
    return;
  }
  navigator.clipboard.writeText(text).then(
    () => toast('Copied.'),
    () => toast('Copying was refused; select the text and copy it by hand.'),
  );
}
