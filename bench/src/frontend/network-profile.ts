/**
 * The conditions every page load is measured under, fixed so runs compare. The network is
 * Lighthouse's mobile profile ("Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * applied per request by Chromium (DevTools throttling); the CPU is slowed 4× like Lighthouse's
 * mobile preset.
 */
export const NETWORK_PROFILE = {
  name: 'Slow 4G (Lighthouse mobile): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up',
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

export const CPU_SLOWDOWN = 4;
