import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { disposeShells, RECRUITER, renderShell } from '../../testing/render-shell';
import { installStubRemotes } from '../../testing/stub-remotes';
import { BOOT_FRAME_ID } from './boot-frame';

const INDEX_HTML = new DOMParser().parseFromString(readFileSync(path.join(__dirname, '../../index.html'), 'utf8'), 'text/html');

/** Puts the frame of `index.html` into the page, where the browser paints it before any script. */
function paintHtmlFrame(): void {
  const frame = INDEX_HTML.getElementById(BOOT_FRAME_ID);
  if (frame === null) throw new Error(`index.html has no #${BOOT_FRAME_ID}`);
  document.body.prepend(document.importNode(frame, true));
}

beforeEach(async () => {
  // A session the shell remembers from an earlier test would skip the wait this file is about.
  sessionStorage.clear();
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  await installStubRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  disposeShells();
  document.getElementById(BOOT_FRAME_ID)?.remove();
  jest.restoreAllMocks();
});

describe('the page frame painted from index.html', () => {
  it('is the header bar with the brand and a skeleton of the content, before the shell\'s root', () => {
    const frame = INDEX_HTML.getElementById(BOOT_FRAME_ID);
    expect(frame?.querySelector('header')?.textContent).toContain('HireScope');
    expect(frame?.querySelector('main[aria-busy="true"]')?.children.length).toBeGreaterThan(0);
    expect(frame?.nextElementSibling?.id).toBe('root');
  });

  it('stays while the session is asked for and goes when the first page is drawn in its layout', async () => {
    paintHtmlFrame();
    let answerSession: () => void = () => undefined;
    const sessionAsked = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    await renderShell('/team/analytics', {
      routes: {
        'GET /api/auth/session': async () => {
          await sessionAsked;
          return { body: { session: RECRUITER } };
        },
      },
    });
    // The guarded page waits for the session: the frame is what the visitor sees, and a screen reader hears that the page loads.
    expect(document.getElementById(BOOT_FRAME_ID)).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');

    await act(async () => answerSession());
    await waitFor(() => expect(document.getElementById(BOOT_FRAME_ID)).toBeNull());
    // One header: the shell's own, with its navigation.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('goes when the shell crashes too, so the crash screen is not drawn under a skeleton', async () => {
    paintHtmlFrame();
    await renderShell('/team/analytics', { resolve: { getSession: () => Promise.reject(new Error('The session could not be read')) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error 500: Oops... something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The session could not be read')).toBeInTheDocument();
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
  });
});
