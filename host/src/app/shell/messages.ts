import { defineMessages } from '../../config/i18n';

/** Texts of the shell itself: layouts, loading states. */
export const shellMessages = defineMessages(
  {
    skipToContent: 'Skip to content',
    loadingPage: 'Loading the page',
    loadingArea: 'Loading…',
    footer: 'Resume search and recruiting',
    widgetFailed: 'This widget could not be loaded.',
  },
  {
    skipToContent: 'Перейти к содержимому',
    loadingPage: 'Страница загружается',
    loadingArea: 'Загрузка…',
    footer: 'Поиск резюме и подбор персонала',
    widgetFailed: 'Не удалось загрузить этот виджет.',
  },
);
