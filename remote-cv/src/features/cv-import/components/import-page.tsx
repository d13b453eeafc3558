import { useId, useRef, useState, type DragEvent } from 'react';
import type { ApiFieldError, CvDuplicate } from '@platform/contract';
import { Button, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { DuplicateList } from '../../../lib/duplicate-list';
import { importCvs } from '../api/import-cvs';
import { useFileIntake } from '../hooks/use-file-intake';
import { isCvFile } from '../utils/file-kind';
import { readPickedFiles, type PickedDocument } from '../utils/read-files';
import { DraftReview } from './draft-review';
import { FileResults } from './file-results';
import styles from './import-page.module.css';

/** Documents sent per request: a large batch shows progress and never makes one huge request. */
export const IMPORT_BATCH = 50;

type RowStatus = 'imported' | 'updated' | 'rejected' | 'unreadable';

interface ReportRow {
  source: string;
  status: RowStatus;
  notes: ApiFieldError[];
  /** Likely duplicates of a stored CV (the API looks for them in a request's first stored documents). */
  duplicates?: readonly CvDuplicate[];
}

/**
 * `/cv/import`: a team's recruiter imports JSON Resume files and CV files (PDF, DOCX) and reads
 * what happened to each; a CV file's draft is reviewed beside its text before it is saved.
 */
export function ImportPage() {
  const { t } = useTranslation('cv');
  const { api, session } = useMountProps();
  const inputId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [rows, setRows] = useState<ReportRow[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const intake = useFileIntake();
  const [reviewing, setReviewing] = useState<string | null>(null);

  if (!session.current?.team) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId}>{t('import.title')}</h1>
        <p>{t('import.recruitersOnly')}</p>
      </section>
    );
  }

  const pick = (list: FileList | null) => {
    setFiles(list ? [...list] : []);
    setRows([]);
    setFailure(null);
    setProgress(null);
    setReviewing(null);
    intake.reset();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  };

  const run = async () => {
    setFailure(null);
    const cvFiles = files.filter(isCvFile);
    const jsonFiles = files.filter((file) => !isCvFile(file));
    const sending = intake.start(cvFiles);
    if (jsonFiles.length > 0) await importJson(jsonFiles);
    await sending;
  };

  const importJson = async (jsonFiles: readonly File[]) => {
    let documents: PickedDocument[];
    try {
      documents = await readPickedFiles(jsonFiles);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    const report: ReportRow[] = documents
      .filter((item) => item.unreadable !== undefined)
      .map((item) => ({ source: item.source, status: 'unreadable', notes: [{ path: '', message: item.unreadable ?? '' }] }));
    const readable = documents.filter((item) => item.unreadable === undefined);
    setProgress({ done: 0, total: readable.length });
    try {
      for (let start = 0; start < readable.length; start += IMPORT_BATCH) {
        const batch = readable.slice(start, start + IMPORT_BATCH);
        const response = await importCvs(api, batch.map((item) => item.document));
        for (const result of response.results) {
          const source = batch[result.index]?.source ?? String(start + result.index);
          report.push(
            result.status === 'rejected'
              ? { source, status: 'rejected', notes: result.errors }
              : { source, status: result.status, notes: result.warnings, ...(result.duplicates ? { duplicates: result.duplicates } : {}) },
          );
        }
        setProgress({ done: Math.min(start + IMPORT_BATCH, readable.length), total: readable.length });
        setRows([...report]);
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
    setRows(report);
  };

  const count = (status: RowStatus) => rows.filter((row) => row.status === status).length;
  const sendingFiles = intake.rows.some((row) => row.state === 'queued' || row.state === 'sending');
  const busy = (progress !== null && progress.done < progress.total && failure === null) || sendingFiles;
  const reviewed = intake.rows.find((row) => row.key === reviewing);
  const filesDone = intake.rows.filter((row) => row.state === 'done' || row.state === 'failed').length;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('import.title')}</h1>
      <p>{t('import.intro')}</p>
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>{t('import.pick')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept=".json,.jsonl,.pdf,.docx,application/json,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => pick(event.target.files)}
        />
        <p className={styles.hint}>{t('import.drop')}</p>
        {files.length > 0 && <p>{t('import.picked', { count: files.length })}</p>}
      </div>
      <Button variant="primary" disabled={files.length === 0 || busy} loading={busy} onClick={() => void run()}>
        {t('import.start')}
      </Button>
      {progress !== null && (
        <div className={styles.progress}>
          <label>
            {t('import.progress', { done: progress.done, total: progress.total })}
            <progress max={Math.max(progress.total, 1)} value={progress.done} />
          </label>
        </div>
      )}
      {failure !== null && (
        <p role="alert" className={styles.failure}>
          {t('import.failed', { message: failure })}
        </p>
      )}
      {intake.rows.length > 0 && (
        <section aria-labelledby={`${inputId}-files`}>
          <h2 id={`${inputId}-files`}>{t('intake.filesTitle')}</h2>
          <label className={styles.progress}>
            {t('intake.progress', { done: filesDone, total: intake.rows.length })}
            <progress max={intake.rows.length} value={filesDone} />
          </label>
          <FileResults rows={intake.rows} reviewing={reviewing} onReview={setReviewing} />
        </section>
      )}
      {reviewed?.state === 'done' && reviewed.result.status === 'draft' && reviewed.saved === null && (
        <DraftReview
          key={reviewed.key}
          fileName={reviewed.fileName}
          draftId={reviewed.result.draftId}
          draft={reviewed.result.draft}
          preview={reviewed.result.preview}
          duplicates={reviewed.result.duplicates}
          onSaved={(saved) => {
            intake.markSaved(reviewed.key, saved);
            setReviewing(null);
          }}
          onClose={() => setReviewing(null)}
        />
      )}
      {rows.length > 0 && (
        <section aria-labelledby={`${inputId}-report`}>
          <h2 id={`${inputId}-report`}>{t('import.report')}</h2>
          <p role="status">
            {t('import.summary', { imported: count('imported'), updated: count('updated'), rejected: count('rejected') + count('unreadable') })}
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('import.document')}</th>
                <th scope="col">{t('import.result')}</th>
                <th scope="col">{t('import.details')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.source}:${index}`}>
                  <td>{row.source}</td>
                  <td>{t(`import.status.${row.status}`)}</td>
                  <td>
                    {row.notes.length > 0 && (
                      <ul className={styles.notes}>
                        {row.notes.map((note, noteIndex) => (
                          <li key={noteIndex}>
                            {note.path ? <code>{note.path}</code> : null} {note.message}
                          </li>
                        ))}
                      </ul>
                    )}
                    {row.duplicates !== undefined && row.duplicates.length > 0 && (
                      <>
                        <p className={styles.notes}>{t('duplicates.title')}</p>
                        <DuplicateList duplicates={row.duplicates} />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
