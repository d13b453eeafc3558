import { trimReply } from './trim';

describe('trimReply', () => {
  it('cuts the quoted history under "On ... wrote:"', () => {
    const text = 'Thursday works for me.\n\nOn Mon, 3 Nov 2026 at 10:00, Anna <anna@acme.test> wrote:\n> Could we meet on Thursday?\n> Anna';
    expect(trimReply(text)).toBe('Thursday works for me.');
  });

  it('cuts a Russian client\'s history and a signature', () => {
    expect(trimReply('Да, подходит.\n\n3 нояб. 2026 г., 10:00, Анна <anna@acme.test>:\n> Встретимся?')).toBe('Да, подходит.');
    expect(trimReply('Да, подходит.\n\nпн, 3 нояб. 2026 г. в 10:00, Анна пишет:\n> Встретимся?')).toBe('Да, подходит.');
    expect(trimReply('Sure.\n-- \nIvan Petrov\n+7 900 000 00 00')).toBe('Sure.');
  });

  it('cuts lines quoted with ">" and Outlook\'s original-message block', () => {
    expect(trimReply('Yes\r\n> earlier text')).toBe('Yes');
    expect(trimReply('Fine by me\n\n-----Original Message-----\nFrom: Anna\nSubject: Interview')).toBe('Fine by me');
  });

  it('keeps the whole text when nothing is above the quote', () => {
    expect(trimReply('> only a quote')).toBe('> only a quote');
  });
});
