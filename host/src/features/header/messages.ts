import { defineMessages } from '../../config/i18n';

export const headerMessages = defineMessages(
  {
    home: '{{brand}}: home',
    mainNavigation: 'Main navigation',
    menu: 'Menu',
    more: 'More',
    account: 'Account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    register: 'Register',
    userMenu: 'Account menu',
    credits: 'Credits: {{value}}',
  },
  {
    home: '{{brand}}: главная',
    mainNavigation: 'Основная навигация',
    menu: 'Меню',
    more: 'Ещё',
    account: 'Аккаунт',
    signOut: 'Выйти',
    signIn: 'Войти',
    register: 'Регистрация',
    userMenu: 'Меню аккаунта',
    credits: 'Кредиты: {{value}}',
  },
);
