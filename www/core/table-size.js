// The engine's transposition table is its one large allocation, made once
// per worker. A phone with little memory gets a smaller one: Chromium tells a
// page (and a worker) its device's memory in GB, rounded down to a power of
// two and capped at 8 (`navigator.deviceMemory`); browsers that do not
// (Firefox, Safari) get the full size.

/** Megabytes of transposition table for a device with `deviceMemory` GB (undefined: not known). */
export function tableMbFor(deviceMemory) {
  const gb = Number(deviceMemory);
  if (!Number.isFinite(gb) || gb <= 0) return 16;
  if (gb <= 0.5) return 2;
  if (gb <= 1) return 4;
  if (gb <= 2) return 8;
  return 16;
}
