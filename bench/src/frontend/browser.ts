import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, or the one CHROME_PATH names (npm cannot download browsers here). */
export function chromePath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium package or set CHROME_PATH.`);
  return path;
}

/** Flags the e2e suite uses too: no sandbox (containers), no GPU, no background traffic. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: [...CHROME_FLAGS] });
}
