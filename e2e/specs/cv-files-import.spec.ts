import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ENGLISH_CV, RUSSIAN_CV, makePdf, makeScannedPdf } from '../../api/src/modules/cv/intake/testing/files';
import { registerAccount } from '../support/accounts';
import { HOST_ORIGIN } from '../support/platform';

/**
 * CVs as recruiters receive them: PDF files dropped on the import page, each read on its own, a
 * scanned one refused in words, a draft reviewed beside the file's text and corrected before it is
 * saved, the original downloaded again, and a word found only in the file searchable. Both languages.
 */

const FILES_URL = `${HOST_ORIGIN}/api/cv/import/files`;

const CASES = [
  {
    locale: 'en',
    prefix: '',
    lines: ENGLISH_CV,
    pick: 'Choose files',
    start: 'Import',
    ready: 'Ready to review',
    refused: 'Refused',
    noText: 'No text: a scanned image; OCR is not supported.',
    review: (file: string) => `Review ${file}`,
    reviewTitle: (file: string) => `Review before saving: ${file}`,
    text: 'Text of the file',
    title: /^Title/,
    name: 'John Smith',
    save: 'Save the CV',
    saved: 'Saved',
    download: 'Download the original',
  },
  {
    locale: 'ru',
    prefix: '/ru',
    lines: RUSSIAN_CV,
    pick: 'Выбрать файлы',
    start: 'Импортировать',
    ready: 'Готов к проверке',
    refused: 'Отклонён',
    noText: 'Нет текста: это отсканированное изображение; распознавание (OCR) не поддерживается.',
    review: (file: string) => `Проверить ${file}`,
    reviewTitle: (file: string) => `Проверка перед сохранением: ${file}`,
    text: 'Текст файла',
    title: /^Желаемая должность/,
    name: 'Иванова Мария Сергеевна',
    save: 'Сохранить резюме',
    saved: 'Сохранено',
    download: 'Скачать исходный файл',
  },
] as const;

for (const where of CASES) {
  test(`CV files (${where.locale}): a batch read file by file, a scan refused in words, a draft reviewed, corrected and saved with its original`, async ({ page }) => {
    await registerAccount(page.request, { locale: where.locale });
    await page.goto(`${where.prefix}/cv/import`);
    const area = page.locator('[data-remote="cv"]');
    const marker = `quux${Date.now().toString(36)}${where.locale}`;
    const cv = await makePdf([...where.lines, `Note ${marker}`]);
    await area.getByLabel(where.pick).setInputFiles([
      { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: await makeScannedPdf() },
    ]);
    const uploads = page.waitForResponse((response) => response.url() === FILES_URL && response.request().method() === 'POST');
    await area.getByRole('button', { name: where.start, exact: true }).click();
    expect((await uploads).status()).toBe(200);

    const rows = area.getByRole('table').getByRole('row');
    const scanRow = rows.filter({ hasText: 'scan.pdf' });
    await expect(scanRow.getByRole('cell').nth(1)).toHaveText(where.refused);
    await expect(scanRow.getByRole('cell').nth(2)).toHaveText(where.noText);
    const cvRow = rows.filter({ hasText: 'cv.pdf' });
    await expect(cvRow.getByRole('cell').nth(1)).toHaveText(where.ready);

    await cvRow.getByRole('button', { name: where.review('cv.pdf') }).click();
    const review = area.getByRole('region', { name: where.reviewTitle('cv.pdf') });
    await expect(review.getByLabel(where.text)).toContainText(marker);
    await expect(review.getByRole('textbox').first()).toHaveValue(where.name);
    const title = review.getByRole('textbox', { name: where.title });
    await title.fill(`Chief ${marker}`);
    await review.getByRole('button', { name: where.save }).click();
    await expect(cvRow.getByRole('cell').nth(1)).toHaveText(where.saved);

    const downloading = page.waitForEvent('download');
    await cvRow.getByRole('link', { name: where.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cv.pdf');
    expect(readFileSync(await download.path()).equals(cv)).toBe(true);

    // The word only the file holds (and the corrected title) find the saved CV.
    const search = await page.request.post(`${HOST_ORIGIN}/api/webapp/resumes_search/resumes/`, { data: { text: marker }, headers: { origin: HOST_ORIGIN } });
    const found: unknown = await search.json();
    expect(found).toMatchObject({ total: 1, items: [expect.objectContaining({ title: `Chief ${marker}` })] });
  });
}
