import { defineMessages } from '../../config/i18n';

export const themeMessages = defineMessages(
  { darkTheme: 'Dark theme' },
  { darkTheme: 'Тёмная тема' },
);
