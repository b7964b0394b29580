// The player's settings for the page: sounds, the colour theme, the computer's
// level last chosen, whether the first visit's choices were answered, and the
// board habits of Settings (settings.js). Kept in
// localStorage beside the saved games (a refusal only means they are not kept).

const KEY = 'twofold.prefs';
const THEMES = ['auto', 'light', 'dark'];
const THEME_LABEL = { auto: 'Theme: auto', light: 'Theme: light', dark: 'Theme: dark' };

export function readPrefs() {
  try {
    const p = JSON.parse(globalThis.localStorage.getItem(KEY) || '{}');
    return p && typeof p === 'object' ? p : {};
  } catch {
    return {};
  }
}

export function writePrefs(prefs) {
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
  const prefs = { sound: true, theme: 'auto', ...readPrefs() };
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
      writePrefs({ ...readPrefs(), sound: prefs.sound, theme: prefs.theme });
    }
  });
  themeButton.addEventListener('click', () => {
    prefs.theme = THEMES[(THEMES.indexOf(prefs.theme) + 1) % THEMES.length];
    writePrefs({ ...readPrefs(), sound: prefs.sound, theme: prefs.theme });
    applyTheme();
  });
}

/** The computer's level a newcomer starts at: beatable, not random (the strongest, 5, is for the hint). */
export const START_LEVEL = 2;

/** The level last chosen for a game against the computer (Play the computer, New game), or START_LEVEL. */
export function rememberedLevel() {
  const n = readPrefs().level;
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : START_LEVEL;
}

export function rememberLevel(level) {
  if (Number.isInteger(level)) writePrefs({ ...readPrefs(), level });
}

/** Whether the first visit's choices were answered (a choice made or a move played). */
export const welcomed = () => readPrefs().welcomed === true;
export const rememberWelcomed = () => writePrefs({ ...readPrefs(), welcomed: true });
