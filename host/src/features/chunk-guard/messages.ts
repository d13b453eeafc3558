import { defineMessages } from '../../config/i18n';

export const chunkGuardMessages = defineMessages(
  {
    title: 'This part of the page could not be loaded',
    text: 'Check your connection and try again. The rest of the site keeps working.',
    retry: 'Try again',
    details: 'Technical details',
  },
  {
    title: 'Не удалось загрузить эту часть страницы',
    text: 'Проверьте подключение и попробуйте ещё раз. Остальной сайт продолжает работать.',
    retry: 'Повторить',
    details: 'Технические подробности',
  },
);
