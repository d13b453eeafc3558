import { useCallback, useState } from 'react';
import { CV_INTAKE_LIMITS, type CvDraftSaved, type CvFileResult } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { uploadCvFile } from '../api/import-files';

/** One picked CV file on its way: waiting, being read by the server, then its result. */
export type FileRow =
  | { key: string; fileName: string; state: 'queued' }
  | { key: string; fileName: string; state: 'sending' }
  | { key: string; fileName: string; state: 'done'; result: CvFileResult; saved: CvDraftSaved | null }
  | { key: string; fileName: string; state: 'failed'; message: string };

const MIB = 1024 * 1024;

/** A file over the limit is answered here as the server would: a bigger body never reaches it. */
function refusedHere(index: number, file: File): CvFileResult | null {
  if (file.size <= CV_INTAKE_LIMITS.maxFileBytes) return null;
  const limit = CV_INTAKE_LIMITS.maxFileBytes / MIB;
  return { index, fileName: file.name, status: 'refused', code: 'too_large', message: `The file is larger than ${limit} MB.`, params: { limitMb: limit } };
}

/**
 * Sends picked CV files one per request, in order, so each gets its own progress and result and
 * one bad file never holds up the others; keeps each row's state until the next pick.
 */
export function useFileIntake() {
  const { api } = useMountProps();
  const [rows, setRows] = useState<FileRow[]>([]);

  const update = useCallback((key: string, row: FileRow) => {
    setRows((current) => current.map((existing) => (existing.key === key ? row : existing)));
  }, []);

  const start = useCallback(
    async (files: readonly File[]) => {
      const stamp = Date.now().toString(36);
      const queued: FileRow[] = files.map((file, index) => ({ key: `${stamp}-${index}`, fileName: file.name, state: 'queued' }));
      setRows(queued);
      for (const [index, file] of files.entries()) {
        const key = `${stamp}-${index}`;
        const local = refusedHere(index, file);
        if (local !== null) {
          update(key, { key, fileName: file.name, state: 'done', result: local, saved: null });
          continue;
        }
        update(key, { key, fileName: file.name, state: 'sending' });
        try {
          const response = await uploadCvFile(api, file);
          const result = response.results[0];
          update(key, result === undefined ? { key, fileName: file.name, state: 'failed', message: '' } : { key, fileName: file.name, state: 'done', result, saved: null });
        } catch (error) {
          update(key, { key, fileName: file.name, state: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      }
    },
    [api, update],
  );

  const markSaved = useCallback((key: string, saved: CvDraftSaved) => {
    setRows((current) => current.map((row) => (row.key === key && row.state === 'done' ? { ...row, saved } : row)));
  }, []);

  return { rows, start, markSaved, reset: () => setRows([]) };
}
