import { defineMessages } from '../../config/i18n';

export const dashboardMessages = defineMessages(
  {
    title: 'Dashboard',
    greeting: 'Welcome back, {{name}}',
    widgetCrashed: 'This widget failed to display.',
    quickLinks: 'Quick links',
  },
  {
    title: 'Главная',
    greeting: 'С возвращением, {{name}}',
    widgetCrashed: 'Этот виджет не отобразился.',
    quickLinks: 'Быстрые ссылки',
  },
);
