import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { AppLink } from './app-link';

/**
 * Clicks and tells whether the browser's own action (follow the href) was left alone. The action is
 * stopped at the document afterwards, since jsdom cannot navigate.
 */
function clickLeavesDefault(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  const listener = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  fireEvent.click(element, init);
  document.removeEventListener('click', listener);
  return left;
}

describe('AppLink', () => {
  it('has a real href in the current locale and navigates through the host on a plain click', () => {
    const { mountProps } = renderWithProviders(
      <AppLink to="/cv/internal/7" className="link">
        Anna
      </AppLink>,
      { locale: 'ru', mountProps: {} },
    );
    const link = screen.getByRole('link', { name: 'Anna' });
    expect(link).toHaveAttribute('href', '/ru/cv/internal/7');
    expect(link).toHaveClass('link');
    expect(clickLeavesDefault(link)).toBe(false);
    expect(mountProps?.recorded.navigations).toEqual([{ path: '/cv/internal/7' }]);
  });

  it('keeps the English path unprefixed', () => {
    renderWithProviders(<AppLink to="/search">Search</AppLink>, { mountProps: {} });
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
    const { mountProps } = renderWithProviders(<AppLink to="/search">Search</AppLink>, { mountProps: {} });
    expect(clickLeavesDefault(screen.getByRole('link', { name: 'Search' }), init)).toBe(true);
    expect(mountProps?.recorded.navigations).toEqual([]);
  });

  it('leaves the click to the browser when the link opens elsewhere or the caller prevented it', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    const { mountProps } = renderWithProviders(
      <>
        <AppLink to="/search" target="_blank">
          New tab
        </AppLink>
        <AppLink
          to="/search"
          onClick={(event) => {
            clicks += 1;
            event.preventDefault();
          }}
        >
          Handled
        </AppLink>
      </>,
      { mountProps: {} },
    );
    expect(clickLeavesDefault(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Handled' }));
    expect(clicks).toBe(1);
    expect(mountProps?.recorded.navigations).toEqual([]);
  });

  it('still navigates in the same tab with target="_self", after the caller’s own onClick', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const { mountProps } = renderWithProviders(
      <AppLink to="/user/history" target="_self" onClick={() => seen.push('clicked')}>
        History
      </AppLink>,
      { mountProps: {} },
    );
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(seen).toEqual(['clicked']);
    expect(mountProps?.recorded.navigations).toEqual([{ path: '/user/history' }]);
  });
});
