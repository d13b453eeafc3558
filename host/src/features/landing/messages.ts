import { defineMessages } from '../../config/i18n';

export const landingMessages = defineMessages(
  {
    pageTitle: '{{brand}}: resume search',
    title: 'Find the right people faster',
    lead: 'Search thousands of CVs in English and Russian: boolean queries, skills, experience, salary and city.',
    searchLabel: 'Search CVs',
    searchPlaceholder: 'e.g. java AND (spring OR kotlin)',
    searchButton: 'Search',
    forRecruiters: 'For recruiters',
    forRecruitersText: 'Scouting, favourites, vacancies and mailings for your whole team.',
    forRecruitersLink: 'Create a team account',
    forCandidates: 'For candidates',
    forCandidatesText: 'Keep a public CV that recruiters find by skills.',
    forCandidatesLink: 'Browse open vacancies',
  },
  {
    pageTitle: '{{brand}}: поиск резюме',
    title: 'Находите нужных людей быстрее',
    lead: 'Поиск по тысячам резюме на русском и английском: логические запросы, навыки, опыт, зарплата и город.',
    searchLabel: 'Поиск резюме',
    searchPlaceholder: 'например, java AND (spring OR kotlin)',
    searchButton: 'Найти',
    forRecruiters: 'Рекрутерам',
    forRecruitersText: 'Скаутинг, избранное, вакансии и рассылки для всей команды.',
    forRecruitersLink: 'Создать аккаунт команды',
    forCandidates: 'Соискателям',
    forCandidatesText: 'Публичное резюме, которое рекрутеры находят по навыкам.',
    forCandidatesLink: 'Открытые вакансии',
  },
);
