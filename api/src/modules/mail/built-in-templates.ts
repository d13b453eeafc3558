import { defineMailTemplate } from './templates';

/**
 * Templates of the platform's own messages. `mailing` carries a team's text as written (already
 * personalised by the mailings module), so it is only `{subject}` and `{body}`.
 */
defineMailTemplate('invitation', {
  en: {
    subject: '{inviter} invites you to {team}',
    text: 'Hello,\n\n{inviter} invites you to join the team {team} on the recruiting platform as {role}.\n\nAccept the invitation: {siteUrl}{link}\n\nThe invitation is valid for {days} days. If you did not expect it, ignore this message.',
  },
  ru: {
    subject: '{inviter} приглашает вас в команду {team}',
    text: 'Здравствуйте!\n\n{inviter} приглашает вас в команду {team} на платформе подбора персонала, роль: {role}.\n\nПринять приглашение: {siteUrl}{link}\n\nПриглашение действует {days} дн. Если вы его не ждали, просто проигнорируйте письмо.',
  },
});

defineMailTemplate('mailing', {
  en: { subject: '{subject}', text: '{body}' },
  ru: { subject: '{subject}', text: '{body}' },
});
