import { defineMessages } from '../../config/i18n';

export const localeMessages = defineMessages(
  { switcher: 'Language', english: 'English', russian: 'Russian' },
  { switcher: 'Язык', english: 'Английский', russian: 'Русский' },
);
