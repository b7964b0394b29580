// The player's settings for the page: sounds and the colour theme. Kept in
// localStorage beside the saved games (a refusal only means they are not kept).

const KEY = 'twofold.prefs';
const THEMES = ['auto', 'light', 'dark'];
const THEME_LABEL = { auto: 'Theme: auto', light: 'Theme: light', dark: 'Theme: dark' };

function read() {
  try {
    const p = JSON.parse(globalThis.localStorage.getItem(KEY) || '{}');
    return p && typeof p === 'object' ? p : {};
  } catch {
    return {};
  }
}

function write(prefs) {
  try {
    globalThis.localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    /* settings are a comfort: not kept when storage is refused */
  }
}

/**
 * Applies the settings to the page and its board and keeps them when the
 * player changes them (the board's Sound button, the header's theme button).
 */
export function setupPrefs(board, themeButton) {
  const prefs = { sound: true, theme: 'auto', ...read() };
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
  const applyTheme = () => {
    const resolved = prefs.theme === 'auto' ? (dark?.matches ? 'dark' : 'light') : prefs.theme;
    document.documentElement.dataset.theme = resolved;
    board.setAttribute('theme', prefs.theme);
    themeButton.textContent = THEME_LABEL[prefs.theme];
  };
  dark?.addEventListener('change', applyTheme);
  applyTheme();
  board.setAttribute('sound', prefs.sound ? 'on' : 'off');
  board.addEventListener('settings', (e) => {
    if (typeof e.detail?.sound === 'boolean' && e.detail.sound !== prefs.sound) {
      prefs.sound = e.detail.sound;
      write(prefs);
    }
  });
  themeButton.addEventListener('click', () => {
    prefs.theme = THEMES[(THEMES.indexOf(prefs.theme) + 1) % THEMES.length];
    write(prefs);
    applyTheme();
  });
}
