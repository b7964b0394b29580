// Sounds for a move, a capture, check and the game's end, made with
// WebAudio (nothing to download). One audio context per page, created on
// the first sound after a user gesture.

let audio = null;

function context(win) {
  if (!audio) {
    const AudioContext = win.AudioContext || win.webkitAudioContext;
    if (!AudioContext) return null;
    audio = new AudioContext();
  }
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  return audio;
}

/** A short tone: frequency (Hz), start offset and length (s), loudness 0–1, wave shape. */
function tone(ac, freq, at, length, gain, type = 'sine') {
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  const t = ac.currentTime + at;
  amp.gain.setValueAtTime(0.0001, t);
  amp.gain.exponentialRampToValueAtTime(gain, t + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, t + length);
  osc.connect(amp).connect(ac.destination);
  osc.start(t);
  osc.stop(t + length + 0.02);
}

const SOUNDS = {
  move: (ac) => tone(ac, 520, 0, 0.08, 0.25, 'triangle'),
  capture: (ac) => {
    tone(ac, 330, 0, 0.09, 0.35, 'square');
    tone(ac, 220, 0.05, 0.12, 0.25, 'triangle');
  },
  check: (ac) => {
    tone(ac, 880, 0, 0.1, 0.25, 'sine');
    tone(ac, 1175, 0.1, 0.14, 0.25, 'sine');
  },
  end: (ac) => {
    tone(ac, 523, 0, 0.18, 0.25);
    tone(ac, 659, 0.16, 0.18, 0.25);
    tone(ac, 784, 0.32, 0.35, 0.25);
  },
};

/**
 * Makes the audio context ahead of the first sound, on a user gesture:
 * creating one takes a moment, better spent on a tap than after a move,
 * when the computer starts thinking.
 */
export function warmAudio(win) {
  try {
    context(win);
  } catch {
    /* no sound is no harm */
  }
}

/** Plays one of 'move', 'capture', 'check', 'end'. Silently nothing where audio is unavailable. */
export function playSound(win, name) {
  try {
    const ac = context(win);
    if (ac && SOUNDS[name]) SOUNDS[name](ac);
  } catch {
    /* no sound is no harm */
  }
}
