import { defineMailTemplate } from '../../mail';

/**
 * The pipeline's messages: to the candidate when they apply and when their application reaches
 * offer, hired or rejected (never the team's reason or notes), and to each team member when an
 * application arrives. `{link}` is a locale-prefixed path of the site.
 */
defineMailTemplate('application-received', {
  en: {
    subject: 'Your application to {vacancy} was sent',
    text: 'Hello {name},\n\nYour application to the vacancy {vacancy} at {team} was sent with your CV. The team will review it.\n\nFollow its stage: {siteUrl}{link}',
  },
  ru: {
    subject: 'Ваш отклик на вакансию «{vacancy}» отправлен',
    text: 'Здравствуйте, {name}!\n\nВаш отклик на вакансию «{vacancy}» в команде {team} отправлен вместе с резюме. Команда его рассмотрит.\n\nСледите за этапом: {siteUrl}{link}',
  },
});

defineMailTemplate('application-new', {
  en: {
    subject: 'New application to {vacancy}: {candidate}',
    text: 'Hello,\n\n{candidate} applied to the vacancy {vacancy}.\n\nOpen the applications board: {siteUrl}{link}',
  },
  ru: {
    subject: 'Новый отклик на вакансию «{vacancy}»: {candidate}',
    text: 'Здравствуйте!\n\n{candidate} откликнулся на вакансию «{vacancy}».\n\nОткрыть доску откликов: {siteUrl}{link}',
  },
});

defineMailTemplate('application-offer', {
  en: {
    subject: 'An offer for {vacancy}',
    text: 'Hello {name},\n\nGood news: {team} is making you an offer for the vacancy {vacancy}. They will contact you with the details.\n\nYour applications: {siteUrl}{link}',
  },
  ru: {
    subject: 'Предложение по вакансии «{vacancy}»',
    text: 'Здравствуйте, {name}!\n\nХорошие новости: команда {team} делает вам предложение по вакансии «{vacancy}». С вами свяжутся и расскажут подробности.\n\nВаши отклики: {siteUrl}{link}',
  },
});

defineMailTemplate('application-hired', {
  en: {
    subject: 'Welcome aboard: {vacancy}',
    text: 'Hello {name},\n\n{team} has marked you as hired for the vacancy {vacancy}. Congratulations!\n\nYour applications: {siteUrl}{link}',
  },
  ru: {
    subject: 'Добро пожаловать: {vacancy}',
    text: 'Здравствуйте, {name}!\n\nКоманда {team} отметила, что вы приняты на вакансию «{vacancy}». Поздравляем!\n\nВаши отклики: {siteUrl}{link}',
  },
});

defineMailTemplate('application-rejected', {
  en: {
    subject: 'Your application to {vacancy}',
    text: 'Hello {name},\n\nThank you for applying to the vacancy {vacancy} at {team}. This time the team has chosen not to continue with your application.\n\nYour applications: {siteUrl}{link}',
  },
  ru: {
    subject: 'Ваш отклик на вакансию «{vacancy}»',
    text: 'Здравствуйте, {name}!\n\nСпасибо за отклик на вакансию «{vacancy}» в команде {team}. В этот раз команда решила не продолжать с вашей кандидатурой.\n\nВаши отклики: {siteUrl}{link}',
  },
});
