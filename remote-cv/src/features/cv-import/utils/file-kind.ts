/** Files sent to the server to be read as CVs (it checks their content); the rest are JSON Resume. */
const CV_FILE = /\.(pdf|docx)$/i;

export function isCvFile(file: File): boolean {
  return CV_FILE.test(file.name) || file.type === 'application/pdf' || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
}
