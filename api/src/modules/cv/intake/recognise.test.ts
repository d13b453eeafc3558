import { recogniseDraft } from './recognise';
import { ENGLISH_CV, RUSSIAN_CV } from './testing/files';

describe('the draft recognised in a CV text', () => {
  it('finds the fields of an English CV', () => {
    expect(recogniseDraft(ENGLISH_CV.join('\n'))).toEqual({
      name: 'John Smith',
      label: 'Senior Backend Developer',
      email: 'john.smith@example.com',
      phone: '+442079460958',
      city: 'London',
      skills: ['Go', 'PostgreSQL', 'Kubernetes', 'Kafka', 'Redis'],
      work: [
        { name: 'Globex', position: 'Senior Backend Developer', startDate: '2020-01', endDate: '' },
        { name: 'Initech', position: 'Backend Developer', startDate: '2016-03', endDate: '2019-12' },
      ],
    });
  });

  it('finds the fields of a Russian CV in the hh.ru layout, the local phone number in E.164', () => {
    expect(recogniseDraft(RUSSIAN_CV.join('\n'))).toEqual({
      name: 'Иванова Мария Сергеевна',
      label: 'Ведущий аналитик данных',
      email: 'maria.ivanova@example.ru',
      phone: '+79161234567',
      city: 'Казань',
      skills: ['SQL', 'Python', 'Tableau'],
      work: [
        { name: 'ООО Ромашка', position: 'Ведущий аналитик данных', startDate: '2019-03', endDate: '' },
        { name: 'Банк Восток', position: 'Аналитик', startDate: '2015-09', endDate: '2019-02' },
      ],
    });
  });

  it('reads the periods CVs write', () => {
    const periods = [
      ['Developer, Acme (2018 - 2020)', '2018-01', '2020-01'],
      ['Developer, Acme 03/2017 – 11/2018', '2017-03', '2018-11'],
      ['Developer at Acme, 2021-04 — now', '2021-04', ''],
      ['Разработчик в Яндексе, янв 2020 – н.в.', '2020-01', ''],
      ['Разработчик, Сбер с 2015 по 2017', '2015-01', '2017-01'],
    ] as const;
    for (const [line, startDate, endDate] of periods) {
      expect({ line, job: recogniseDraft(`Experience\n${line}`).work[0] }).toEqual({ line, job: expect.objectContaining({ startDate, endDate }) });
    }
  });

  it('leaves empty what it cannot recognise', () => {
    expect(recogniseDraft('just some words without structure')).toEqual({ name: '', label: '', email: '', phone: '', city: '', skills: [], work: [] });
  });
});
