import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { VerifyEmailNotice } from './VerifyEmailNotice';

describe('VerifyEmailNotice', () => {
  it('says what waits for the verification and links to the account page, in both locales', () => {
    const { unmount } = renderWithProviders(<VerifyEmailNotice email="ann@example.com" renderAccountLink={(label) => <a href="/user/account">{label}</a>} />);
    const notice = screen.getByRole('region', { name: 'Verify your e-mail address' });
    expect(notice).toHaveTextContent('Mailings and invitations are sent once your address is verified: follow the link we sent to ann@example.com.');
    expect(screen.getByRole('link', { name: 'Send the link again on the Account page' })).toHaveAttribute('href', '/user/account');
    unmount();
    renderWithProviders(<VerifyEmailNotice email="ann@example.com" renderAccountLink={(label) => <a href="/ru/user/account">{label}</a>} />, { locale: 'ru' });
    expect(screen.getByRole('region', { name: 'Подтвердите адрес электронной почты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отправить ссылку ещё раз на странице «Аккаунт»' })).toHaveAttribute('href', '/ru/user/account');
  });
});
