import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, ReleasedVersions } from '@platform/contract';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { createTestI18n } from '../../testing/i18n';
import { addOverridesMessages } from './add-messages';
import { OverridesBanner } from './overrides-banner';
import { OverridesPanel } from './overrides-panel';
import { isOverridesShortcut } from './panel-state';

const RELEASES: ReleasedVersions = {
  schemaVersion: 1,
  remotes: {
    search: {
      current: 's1',
      versions: [
        { version: 'p1', releasedAt: '2026-11-22T02:00:00Z', entry: '/remotes/search/p1/remoteEntry.js', preview: 'pr-123' },
        { version: 'c1', releasedAt: '2026-11-22T01:30:00Z', entry: '/remotes/search/c1/remoteEntry.js', canaryPercent: 30 },
        { version: 's1', releasedAt: '2026-11-22T01:00:00Z', entry: '/remotes/search/s1/remoteEntry.js' },
      ],
    },
    team: { current: 't1', versions: [{ version: 't1', releasedAt: '2026-11-22T01:00:00Z', entry: '/remotes/team/t1/remoteEntry.js' }] },
  },
};

function i18nFor(locale: Locale) {
  const i18n = createTestI18n(locale);
  addOverridesMessages(i18n);
  return i18n;
}

function renderPanel(locale: Locale = 'en', loadVersions: () => Promise<ReleasedVersions> = async () => RELEASES, chosen = {}) {
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <OverridesPanel onClose={onClose} loadVersions={loadVersions} chosen={chosen} onApply={onApply} linkFor={(choice) => `https://jobs.example/?${JSON.stringify(choice)}`} locale={locale} />
    </I18nextProvider>,
  );
  return { onApply, onClose };
}

describe('the overrides panel', () => {
  it('is a named dialog with, per remote, a labelled select of its released versions saying which is a preview, the canary and the current one', async () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Version overrides' });
    const search = await within(dialog).findByRole('combobox', { name: 'Area “search”' });
    const options = within(search).getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('Current version (s1)');
    expect(options[1]).toMatch(/^p1 · preview “pr-123” · released /);
    expect(options[2]).toMatch(/^c1 · canary, 30 % · released /);
    expect(options[3]).toMatch(/^s1 · current · released /);
    expect(within(dialog).getByRole('combobox', { name: 'Area “team”' })).toHaveValue('');
  });

  it('applies the choice (the remotes left on their current version are not named) and offers its link', async () => {
    const { onApply } = renderPanel();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Area “search”' }), 'p1');
    expect(screen.getByRole('textbox', { name: 'Link to this choice (for operators)' })).toHaveValue('https://jobs.example/?{"search":"p1"}');
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(onApply).toHaveBeenCalledWith({ search: 'p1' });
  });

  it('starts from the overrides the page runs with, and resets them all', async () => {
    const { onApply } = renderPanel('en', async () => RELEASES, { search: 'c1' });
    expect(await screen.findByRole('combobox', { name: 'Area “search”' })).toHaveValue('c1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('says when the list cannot be read, and cannot apply then', async () => {
    renderPanel('en', async () => Promise.reject(new Error('releases.json: HTTP 404')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The released versions could not be read: releases.json: HTTP 404');
    expect(screen.getByRole('button', { name: 'Apply and reload' })).toBeDisabled();
  });

  it('speaks Russian in ru', async () => {
    renderPanel('ru');
    expect(screen.getByRole('dialog', { name: 'Подмена версий' })).toBeInTheDocument();
    const search = await screen.findByRole('combobox', { name: 'Раздел «search»' });
    expect(within(search).getAllByRole('option')[1]?.textContent).toMatch(/^p1 · превью «pr-123» · выпущена /);
    expect(screen.getByRole('button', { name: 'Применить и перезагрузить' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderPanel();
    await screen.findByRole('combobox', { name: 'Area “search”' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('the overrides banner', () => {
  it('names each overridden area and version, and resets in one click', async () => {
    const onReset = jest.fn();
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <OverridesBanner overrides={[{ remote: 'search', version: 'p1', preview: 'pr-123' }, { remote: 'team', version: 't0' }]} onChange={jest.fn()} onReset={onReset} />
      </I18nextProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Version overrides' });
    expect(banner).toHaveTextContent('This tab runs versions of your choice: search p1 (preview “pr-123”), team t0.');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Reset to current versions' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('the panel shortcut', () => {
  it('is Alt+Shift+O by key position, and nothing with Ctrl or Meta', () => {
    const keys = { code: 'KeyO', altKey: true, shiftKey: true, ctrlKey: false, metaKey: false };
    expect(isOverridesShortcut(keys)).toBe(true);
    expect(isOverridesShortcut({ ...keys, code: 'KeyP' })).toBe(false);
    expect(isOverridesShortcut({ ...keys, shiftKey: false })).toBe(false);
    expect(isOverridesShortcut({ ...keys, ctrlKey: true })).toBe(false);
    expect(isOverridesShortcut({ ...keys, metaKey: true })).toBe(false);
  });
});
