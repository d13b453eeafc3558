import { parsePercent, ReleaseError } from '../releases';

/** The flags of `npm run release` besides the app: how the release goes live. */
export interface ReleaseFlags {
  /** The arguments left once the flags are taken out (the app, or "all"). */
  rest: string[];
  canaryPercent?: number;
  promote: boolean;
  abort: boolean;
  force: boolean;
  reason?: string;
  preview?: string;
}

/** Takes `--canary <percent>`, `--promote`, `--abort`, `--preview <label>`, `--force` and `--reason <text>` out of the arguments. */
export function parseReleaseFlags(args: readonly string[]): ReleaseFlags {
  const flags: ReleaseFlags = { rest: [], promote: false, abort: false, force: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const value = (): string => {
      index += 1;
      const next = args[index];
      if (next === undefined || next.startsWith('--')) throw new ReleaseError('INVALID_ARGUMENT', `${arg} needs a value.`);
      return next;
    };
    if (arg === '--canary') flags.canaryPercent = parsePercent(value(), '--canary');
    else if (arg === '--promote') flags.promote = true;
    else if (arg === '--abort') flags.abort = true;
    else if (arg === '--force') flags.force = true;
    else if (arg === '--reason') flags.reason = value();
    else if (arg === '--preview') flags.preview = value();
    else flags.rest.push(arg);
  }
  const actions = [flags.canaryPercent !== undefined, flags.promote, flags.abort, flags.preview !== undefined].filter(Boolean).length;
  if (actions > 1) throw new ReleaseError('INVALID_ARGUMENT', 'Use one of --canary, --promote, --abort and --preview at a time.');
  return flags;
}
