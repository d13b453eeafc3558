import { defineMessages } from '../../config/i18n';

/** Russian texts are the original site's, letter for letter (docs/product.md#error-screens). */
export const errorMessages = defineMessages(
  {
    title: 'Error {{status}}',
    pageTitle: '{{brand}} | Error {{status}}',
    forbidden: 'Access to this page is denied',
    notFound: 'The page you requested was not found or has been removed',
    serverTitle: 'Error {{status}}: Oops... something went wrong',
    serverFallback: 'Oops… something went wrong',
    backToSearch: 'Back to search',
  },
  {
    title: 'Ошибка {{status}}',
    pageTitle: '{{brand}} | Ошибка {{status}}',
    forbidden: 'В доступе к странице отказано',
    notFound: 'Запрашиваемая страница не найдена или была удалена',
    serverTitle: 'Ошибка {{status}}: Упс... что-то пошло не так',
    serverFallback: 'Упс… что-то пошло не так',
    backToSearch: 'Вернуться к поиску',
  },
);
