// The sounds' code in a chunk of its own, loaded once a board that plays
// renders with sound on (a board only viewed never loads it). Until it has
// come, a sound or a warm-up is simply skipped.

let sound = null;
let asked = false;

export function loadSound() {
  if (asked) return;
  asked = true;
  import('./sound.js').then((m) => (sound = m), () => (asked = false));
}

export const warmAudio = (win) => sound?.warmAudio(win);
export const playSound = (win, name) => sound?.playSound(win, name);
