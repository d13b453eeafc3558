import type { CvFileResult } from '@platform/contract';
import { AppLink, Button } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { originalFileHref } from '../api/import-files';
import type { FileRow } from '../hooks/use-file-intake';
import styles from './import-page.module.css';

interface FileResultsProps {
  rows: readonly FileRow[];
  /** The row whose draft is open for review. */
  reviewing: string | null;
  onReview: (key: string) => void;
}

/** What happened to one file, in the reader's language (the server's English text is the fallback). */
function Outcome({ row }: { row: FileRow }) {
  const { t } = useTranslation('cv');
  if (row.state === 'queued' || row.state === 'sending') return <>{t(`intake.state.${row.state}`)}</>;
  if (row.state === 'failed') return <>{t('intake.state.failed', { message: row.message })}</>;
  if (row.saved !== null) return <>{t(`intake.state.${row.saved.status}`)}</>;
  return <>{t(`intake.state.${row.result.status}`)}</>;
}

function Details({ result }: { result: CvFileResult }) {
  const { t } = useTranslation('cv');
  if (result.status === 'refused') return <>{t(`intake.refused.${result.code}`, { ...result.params, defaultValue: result.message })}</>;
  return result.warnings.length === 0 ? null : (
    <ul className={styles.notes}>
      {result.warnings.map((warning) => (
        <li key={warning}>{t(`intake.warning.${warning}`)}</li>
      ))}
    </ul>
  );
}

/** The saved CV's page, and its original file. */
function SavedLinks({ id }: { id: number }) {
  const { t } = useTranslation('cv');
  return (
    <span className={styles.links}>
      <AppLink to={`/cv/imported/${id}`}>{t('intake.openCv')}</AppLink>
      <a href={originalFileHref('imported', id)} download>
        {t('intake.download')}
      </a>
    </span>
  );
}

/** The picked CV files, each with its progress, its result and what can be done next. */
export function FileResults({ rows, reviewing, onReview }: FileResultsProps) {
  const { t } = useTranslation('cv');
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('intake.file')}</th>
          <th scope="col">{t('import.result')}</th>
          <th scope="col">{t('import.details')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} aria-busy={row.state === 'sending' || undefined}>
            <td>{row.fileName}</td>
            <td>
              <Outcome row={row} />
            </td>
            <td>
              {row.state === 'done' && <Details result={row.result} />}
              {row.state === 'done' && row.saved !== null && <SavedLinks id={row.saved.id} />}
              {row.state === 'done' && row.result.status === 'draft' && row.saved === null && (
                <Button variant={reviewing === row.key ? 'primary' : 'secondary'} onClick={() => onReview(row.key)} aria-pressed={reviewing === row.key}>
                  {t('intake.review', { file: row.fileName })}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
