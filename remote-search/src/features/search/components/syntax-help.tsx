import { useTranslation } from '@platform/shared/react-i18next';
import styles from './syntax-help.module.css';

/** Operators of the recruiters' query language (hh.ru's), each with an example and its meaning. */
const OPERATORS = [
  { example: 'java AND spring', meaning: 'and' },
  { example: 'kotlin OR scala', meaning: 'or' },
  { example: 'java NOT junior', meaning: 'not' },
  { example: 'java not junior', meaning: 'lowercase' },
  { example: 'java -junior', meaning: 'minus' },
  { example: '"team lead"', meaning: 'phrase' },
  { example: 'менеджер !продажам', meaning: 'exact' },
  { example: 'java AND (spring OR kotlin)', meaning: 'group' },
  { example: 'devops*', meaning: 'prefix' },
  { example: 'title:designer', meaning: 'fieldTitle' },
  { example: 'skill:postgresql', meaning: 'fieldSkill' },
  { example: 'company:yandex', meaning: 'fieldCompany' },
  { example: 'position:"team lead"', meaning: 'fieldPosition' },
  { example: 'description:kafka', meaning: 'fieldDescription' },
  { example: 'education:МГУ', meaning: 'fieldEducation' },
  { example: 'NAME:java COMPANY_NAME:yandex', meaning: 'hhNames' },
  { example: 'kafka period:3', meaning: 'period' },
] as const;

export interface SyntaxHelpProps {
  id: string;
  /** Puts an example into the search box. */
  onExample: (example: string) => void;
}

/** The query syntax cheat sheet; every example can be put into the search box with one click. */
export function SyntaxHelp({ id, onExample }: SyntaxHelpProps) {
  const { t } = useTranslation('search');
  return (
    <section id={id} className={styles.help} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('syntax.heading')}
      </h2>
      <p className={styles.intro}>{t('syntax.intro')}</p>
      <dl className={styles.list}>
        {OPERATORS.map((operator) => (
          <div key={operator.example} className={styles.row}>
            <dt>
              <button
                type="button"
                className={styles.example}
                onClick={() => onExample(operator.example)}
                aria-label={`${t('syntax.example')}: ${operator.example}`}
              >
                <code>{operator.example}</code>
              </button>
            </dt>
            <dd className={styles.meaning}>{t(`syntax.${operator.meaning}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
