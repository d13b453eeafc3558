/**
 * The file reader's thread (file-reader.ts starts it in a pool): reads one CV file a task. A
 * module of its own, so a thread loads the readers (pdf.js, mammoth) and nothing of the API.
 */
import { type FileReading, readCvFile } from './read-file';

export default function readTask(task: { fileName: string; bytes: Uint8Array }): Promise<FileReading> {
  return readCvFile(task.fileName, Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength));
}
