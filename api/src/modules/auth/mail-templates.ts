import { defineMailTemplate } from '../mail';

/** The messages of the account lifecycle; `{link}` is a locale-prefixed path of the host. */
defineMailTemplate('password_reset', {
  en: {
    subject: 'Reset your password',
    text: 'Hello, {name}.\n\nSomeone (we hope you) asked to reset the password of your account. Choose a new password here:\n{siteUrl}{link}\n\nThe link works once, for {minutes} minutes. Setting a new password signs you out everywhere. If you did not ask for it, ignore this message: your password stays as it is.',
  },
  ru: {
    subject: 'Сброс пароля',
    text: 'Здравствуйте, {name}!\n\nКто-то (надеемся, вы) попросил сбросить пароль вашей учётной записи. Задайте новый пароль здесь:\n{siteUrl}{link}\n\nСсылка работает один раз, {minutes} мин. После смены пароля все сеансы будут завершены. Если вы не просили сброс, просто проигнорируйте письмо: пароль останется прежним.',
  },
});

defineMailTemplate('email_verification', {
  en: {
    subject: 'Confirm your e-mail address',
    text: 'Hello, {name}.\n\nConfirm that this is your address to finish setting up your account:\n{siteUrl}{link}\n\nThe link works for {hours} hours. If you did not register, ignore this message.',
  },
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    text: 'Здравствуйте, {name}!\n\nПодтвердите, что это ваш адрес, чтобы закончить регистрацию:\n{siteUrl}{link}\n\nСсылка действует {hours} ч. Если вы не регистрировались, просто проигнорируйте письмо.',
  },
});

defineMailTemplate('email_change', {
  en: {
    subject: 'Confirm your new e-mail address',
    text: 'Hello, {name}.\n\nYou asked to use this address for your account. Confirm it here:\n{siteUrl}{link}\n\nUntil then the account keeps its old address. The link works for {hours} hours. If you did not ask for it, ignore this message.',
  },
  ru: {
    subject: 'Подтвердите новый адрес электронной почты',
    text: 'Здравствуйте, {name}!\n\nВы попросили использовать этот адрес для своей учётной записи. Подтвердите его здесь:\n{siteUrl}{link}\n\nДо тех пор у учётной записи остаётся прежний адрес. Ссылка действует {hours} ч. Если вы об этом не просили, просто проигнорируйте письмо.',
  },
});
