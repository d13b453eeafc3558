import { defineMailTemplate } from '../../mail';

/**
 * A message of an application's thread, e-mailed to the other side. Both carry the thread's reply
 * address: answering the e-mail writes in the thread. `{link}` is a locale-prefixed path.
 */
defineMailTemplate('thread-message-candidate', {
  en: {
    subject: '{team} wrote about your application to {vacancy}',
    text: 'Hello {name},\n\n{author} of {team} wrote about your application to the vacancy {vacancy}:\n\n{message}\n\nReply to this e-mail, or answer on the site: {siteUrl}{link}',
  },
  ru: {
    subject: '{team}: сообщение по вашему отклику на вакансию «{vacancy}»',
    text: 'Здравствуйте, {name}!\n\n{author} из команды {team} написал(а) по вашему отклику на вакансию «{vacancy}»:\n\n{message}\n\nОтветьте на это письмо или на сайте: {siteUrl}{link}',
  },
});

defineMailTemplate('thread-message-team', {
  en: {
    subject: '{candidate} wrote about {vacancy}',
    text: 'Hello,\n\n{candidate} wrote in the conversation of their application to the vacancy {vacancy}:\n\n{message}\n\nReply to this e-mail, or open the application: {siteUrl}{link}',
  },
  ru: {
    subject: '{candidate}: сообщение по вакансии «{vacancy}»',
    text: 'Здравствуйте!\n\n{candidate} написал(а) в переписке по отклику на вакансию «{vacancy}»:\n\n{message}\n\nОтветьте на это письмо или откройте отклик: {siteUrl}{link}',
  },
});
