-- The education section: courses and articles in every locale, and each user's progress.
-- The catalogue is product content, so it ships with the schema (every database has it).

CREATE TABLE education_items (
  id bigint PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('course', 'article')),
  minutes integer NOT NULL CHECK (minutes > 0),
  position integer NOT NULL
);

CREATE TABLE education_texts (
  item_id bigint NOT NULL REFERENCES education_items (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en', 'ru')),
  title text NOT NULL,
  summary text NOT NULL,
  -- Plain text; paragraphs are separated by an empty line.
  body text NOT NULL,
  PRIMARY KEY (item_id, locale)
);

CREATE TABLE education_progress (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id bigint NOT NULL REFERENCES education_items (id) ON DELETE CASCADE,
  completed boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);

INSERT INTO education_items (id, slug, kind, minutes, position) VALUES
  (1, 'boolean-search', 'course', 25, 1),
  (2, 'first-message', 'article', 8, 2),
  (3, 'scouting-routine', 'course', 20, 3),
  (4, 'reading-a-cv', 'article', 10, 4),
  (5, 'vacancy-that-sells', 'course', 30, 5),
  (6, 'funnel-analytics', 'article', 12, 6),
  (7, 'working-as-a-team', 'article', 7, 7);

INSERT INTO education_texts (item_id, locale, title, summary, body) VALUES
  (1, 'en', 'Boolean search for recruiters',
   'AND, OR, NOT, phrases and field prefixes: find the ten right CVs instead of a thousand.',
   E'Every word you type must match: "java spring" finds CVs with both words.\n\nOR widens a search: "kotlin OR scala". NOT (or a minus) narrows it: "java NOT junior", "java -junior".\n\nQuotes keep a phrase together: "\"product manager\"". Parentheses group: "java AND (spring OR micronaut)".\n\nPrefixes look in one field: "title:lead", "skill:postgresql", "company:yandex". Russian and English word forms both match, so "разработчик" also finds "разработчиками".'),
  (1, 'ru', 'Булев поиск для рекрутера',
   'AND, OR, NOT, фразы и префиксы полей: найдите десять нужных резюме вместо тысячи.',
   E'Каждое введённое слово должно совпасть: «java spring» найдёт резюме с обоими словами.\n\nOR расширяет поиск: «kotlin OR scala». NOT (или минус) сужает: «java NOT junior», «java -junior».\n\nКавычки удерживают фразу: «"product manager"». Скобки группируют: «java AND (spring OR micronaut)».\n\nПрефиксы ищут в одном поле: «title:lead», «skill:postgresql», «company:yandex». Русские и английские словоформы совпадают, поэтому «разработчик» найдёт и «разработчиками».'),
  (2, 'en', 'Writing the first message',
   'A short, personal first message gets answers. Here is a template that works.',
   E'Open with the person, not the company: name one thing from their CV that made you write.\n\nSay in one sentence what the role is and why it may interest them: the product, the team, the stack, the salary range.\n\nAsk one easy question: "Would a 15-minute call this week work for you?"\n\nKeep it under 120 words. Mailings support {{name}} and {{vacancy}} placeholders so each message stays personal.'),
  (2, 'ru', 'Первое сообщение кандидату',
   'Короткое личное сообщение получает ответы. Вот шаблон, который работает.',
   E'Начните с человека, а не с компании: назовите одну деталь из резюме, из-за которой вы пишете.\n\nОдним предложением скажите, что за роль и чем она может быть интересна: продукт, команда, стек, вилка.\n\nЗадайте один простой вопрос: «Удобно ли созвониться на 15 минут на этой неделе?»\n\nУкладывайтесь в 120 слов. В рассылках работают подстановки {{name}} и {{vacancy}}, чтобы каждое письмо оставалось личным.'),
  (3, 'en', 'A weekly scouting routine',
   'Save your best searches as scouts and review only what is new.',
   E'A scout is a saved search. Each run keeps the CVs it has not shown you before, so you never read the same CV twice.\n\nCreate one scout per open role. Keep the criteria strict: a scout that finds 300 CVs a week is a search, not a scout.\n\nRun your scouts on Monday, add the strongest matches to a favourites list named after the vacancy, then send that list a mailing.'),
  (3, 'ru', 'Еженедельный скаутинг',
   'Сохраните лучшие поиски как скаутинг и смотрите только новое.',
   E'Скаутинг — это сохранённый поиск. Каждый запуск сохраняет только резюме, которых вы ещё не видели.\n\nЗаведите по одному скаутингу на открытую вакансию. Держите критерии строгими: скаутинг на 300 резюме в неделю — это уже просто поиск.\n\nЗапускайте скаутинги по понедельникам, добавляйте сильных кандидатов в список избранного с названием вакансии и отправляйте по нему рассылку.'),
  (4, 'en', 'Reading a CV in two minutes',
   'What to look at first, and which signals matter more than keywords.',
   E'Start with the last two positions: their length, the company, and what the person actually did.\n\nCheck the skills against the work history: a skill that appears in no project is a weaker signal.\n\nLook at the job-search status and the last update: an active CV updated this week answers sooner.\n\nContacts are revealed on request and spend one team credit, so decide first.'),
  (4, 'ru', 'Как прочитать резюме за две минуты',
   'Куда смотреть сначала и какие сигналы важнее ключевых слов.',
   E'Начните с двух последних мест работы: срок, компания и что человек на самом деле делал.\n\nСверьте навыки с опытом: навык, которого нет ни в одном проекте, — слабый сигнал.\n\nПосмотрите статус поиска работы и дату обновления: активное резюме, обновлённое на этой неделе, отвечает быстрее.\n\nКонтакты открываются по запросу и тратят один кредит команды, поэтому сначала примите решение.'),
  (5, 'en', 'A vacancy that sells',
   'Title, salary, tasks and team: the four parts candidates read.',
   E'Use the title people search for: "Backend developer (Go)" rather than "Ninja".\n\nPublish the salary range. Vacancies with a range get more applications and fewer mismatches.\n\nList three to five real tasks of the first months, not fifteen requirements.\n\nIntroduce the team and the hiring steps. Then open the vacancy: only open vacancies are public and accept applications.'),
  (5, 'ru', 'Вакансия, которая продаёт',
   'Название, зарплата, задачи и команда: четыре части, которые читают кандидаты.',
   E'Используйте название, которое ищут: «Backend-разработчик (Go)», а не «Ниндзя».\n\nУказывайте вилку. У вакансий с вилкой больше откликов и меньше несовпадений.\n\nОпишите три–пять реальных задач первых месяцев, а не пятнадцать требований.\n\nРасскажите о команде и этапах найма. Затем откройте вакансию: только открытые вакансии публичны и принимают отклики.'),
  (6, 'en', 'Reading your hiring funnel',
   'Views, applications and mailings per vacancy: where candidates drop off.',
   E'The funnel shows, for each vacancy, how many people opened its public page, how many applied and how many mailing messages went out.\n\nMany views and few applications: the vacancy text or the salary does not convince. Few views: share the link and send a mailing.\n\nThe activity chart shows each member''s searches, CV views and mailings per day. Export both as CSV for your own reports.'),
  (6, 'ru', 'Как читать воронку найма',
   'Просмотры, отклики и рассылки по вакансиям: где теряются кандидаты.',
   E'Воронка показывает по каждой вакансии, сколько человек открыли её страницу, сколько откликнулись и сколько писем ушло в рассылках.\n\nМного просмотров и мало откликов — не убеждает текст или зарплата. Мало просмотров — поделитесь ссылкой и сделайте рассылку.\n\nГрафик активности показывает поиски, просмотры резюме и рассылки каждого участника по дням. Обе таблицы выгружаются в CSV.'),
  (7, 'en', 'Working as a team',
   'Roles, invitations and shared credits.',
   E'Owners and admins invite colleagues by e-mail; the invitation link adds them to the team.\n\nOwners manage everything, admins manage members and vacancies, members search, scout and write mailings.\n\nCredits belong to the team: every first reveal of a CV''s contacts spends one. Promo codes add credits.'),
  (7, 'ru', 'Работа в команде',
   'Роли, приглашения и общие кредиты.',
   E'Владельцы и администраторы приглашают коллег по e-mail; ссылка из приглашения добавляет их в команду.\n\nВладелец управляет всем, администратор — участниками и вакансиями, участник ищет, ведёт скаутинг и пишет рассылки.\n\nКредиты общие для команды: каждое первое открытие контактов резюме тратит один кредит. Промокоды добавляют кредиты.');
