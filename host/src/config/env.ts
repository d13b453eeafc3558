/** Configuration baked into the bundle at build time, validated once at start-up. */
export interface HostEnv {
  /** Identifies the running host build; the version poller compares it with `/version.json`. */
  buildId: string | null;
}

function readBuildId(): string | null {
  try {
    // webpack's DefinePlugin replaces this whole expression with a string literal. Outside a
    // build (`process` undefined in a browser) the reference throws, which means "unknown".
    const value = process.env.BUILD_ID;
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads the build-time configuration. A missing build id is not fatal (a dev server has none):
 * the poller then watches the remotes only, and the problem is said once in the console.
 */
export function readHostEnv(): HostEnv {
  const buildId = readBuildId();
  if (buildId === null) {
    console.warn('host: process.env.BUILD_ID is not defined; new host builds will not be detected');
  }
  return { buildId };
}
