import { defineMessages } from '../../config/i18n';

export const dashboardMessages = defineMessages(
  {
    title: 'Dashboard',
    // Right for a brand-new account as for a returning one ("Welcome back" greeted both).
    greeting: 'Hello, {{name}}',
    widgetCrashed: 'This widget failed to display.',
    quickLinks: 'Quick links',
  },
  {
    title: 'Главная',
    greeting: 'Здравствуйте, {{name}}',
    widgetCrashed: 'Этот виджет не отобразился.',
    quickLinks: 'Быстрые ссылки',
  },
);
