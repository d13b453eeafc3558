import { defineMailTemplate } from '../../mail';

/** To the team's owners when an endpoint has failed every delivery for a day and was disabled. */
defineMailTemplate('webhook-disabled', {
  en: {
    subject: 'Webhook disabled: {url}',
    text: 'Hello {name},\n\nEvery delivery to the webhook endpoint {url} has failed since {since} (last error: {error}), so it was disabled and receives no more events.\n\nFix the endpoint, then send a test event from the team page: a successful delivery enables it again. {siteUrl}{link}',
  },
  ru: {
    subject: 'Вебхук отключён: {url}',
    text: 'Здравствуйте, {name}!\n\nВсе доставки на адрес вебхука {url} с {since} завершались ошибкой (последняя: {error}), поэтому он отключён и больше не получает событий.\n\nИсправьте адрес и отправьте тестовое событие со страницы команды: успешная доставка снова включит вебхук. {siteUrl}{link}',
  },
});
