import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@platform/shared/react-i18next';
import { useMountProps } from '../parcel';
import { renderWithProviders } from './render';

function Greeting() {
  const { t } = useTranslation('ui');
  return <p>{t('close')}</p>;
}

function GoToSearch() {
  const { navigate, locale } = useMountProps();
  return (
    <button type="button" onClick={() => navigate('/search')}>
      {locale}
    </button>
  );
}

describe('renderWithProviders', () => {
  it('provides a fresh i18next instance in the requested locale and names the theme', () => {
    const { i18n } = renderWithProviders(<Greeting />, { locale: 'ru', theme: 'dark' });
    expect(screen.getByText('Закрыть')).toBeInTheDocument();
    expect(i18n.language).toBe('ru');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('provides mount props for components that read them', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderWithProviders(<GoToSearch />, { locale: 'ru', mountProps: {} });
    await user.click(screen.getByRole('button', { name: 'ru' }));
    expect(mountProps?.recorded.navigations).toEqual([{ path: '/search' }]);
  });
});
