import { defineMailTemplate } from '../../mail';

/**
 * The e-mails of an interview, each with its iCalendar part: an invitation, an update (a new time
 * or place) and a cancellation. `{when}` is the time at the place, its zone named; the answer
 * links are for readers without a calendar program.
 */
defineMailTemplate('interview-invitation', {
  en: {
    subject: 'Interview for {vacancy} at {team}: {when}',
    text: 'Hello {name},\n\nYou are invited to an interview for the vacancy {vacancy} at {team}.\n\nWhen: {when}, {duration} minutes\nWhere: {place}\nInterviewers: {interviewers}\n\nThe invitation is attached for your calendar. Without a calendar program, answer here:\nAccept: {siteUrl}{acceptPath}\nDecline: {siteUrl}{declinePath}',
  },
  ru: {
    subject: 'Интервью по вакансии «{vacancy}» ({team}): {when}',
    text: 'Здравствуйте, {name}!\n\nПриглашаем на интервью по вакансии «{vacancy}» в команде {team}.\n\nКогда: {when}, {duration} мин.\nГде: {place}\nПроводят: {interviewers}\n\nПриглашение приложено для вашего календаря. Если календаря нет, ответьте по ссылке:\nПринять: {siteUrl}{acceptPath}\nОтклонить: {siteUrl}{declinePath}',
  },
});

defineMailTemplate('interview-update', {
  en: {
    subject: 'Interview moved: {vacancy} at {team}, {when}',
    text: 'Hello {name},\n\nThe interview for the vacancy {vacancy} at {team} has changed.\n\nWhen: {when}, {duration} minutes\nWhere: {place}\nInterviewers: {interviewers}\n\nYour calendar updates the event from the attached invitation. Without a calendar program, answer here:\nAccept: {siteUrl}{acceptPath}\nDecline: {siteUrl}{declinePath}',
  },
  ru: {
    subject: 'Интервью перенесено: «{vacancy}» ({team}), {when}',
    text: 'Здравствуйте, {name}!\n\nИнтервью по вакансии «{vacancy}» в команде {team} изменилось.\n\nКогда: {when}, {duration} мин.\nГде: {place}\nПроводят: {interviewers}\n\nКалендарь обновит событие по приложенному приглашению. Если календаря нет, ответьте по ссылке:\nПринять: {siteUrl}{acceptPath}\nОтклонить: {siteUrl}{declinePath}',
  },
});

defineMailTemplate('interview-cancelled', {
  en: {
    subject: 'Interview cancelled: {vacancy} at {team}, {when}',
    text: 'Hello {name},\n\nThe interview for the vacancy {vacancy} at {team} on {when} is cancelled. Your calendar removes the event from the attached cancellation.',
  },
  ru: {
    subject: 'Интервью отменено: «{vacancy}» ({team}), {when}',
    text: 'Здравствуйте, {name}!\n\nИнтервью по вакансии «{vacancy}» в команде {team} ({when}) отменено. Календарь удалит событие по приложенной отмене.',
  },
});
