import { screen, within } from '@testing-library/react';
import type { CvDraft, CvFileImportResponse } from '@platform/contract';
import type { FakeReply, RecordedRequest } from '@platform/shared/testing';
import { RECRUITER } from '../testing/fixtures';
import { renderCv } from '../testing/render-cv';
import { CvApp } from './cv-app';

const DRAFT: CvDraft = {
  name: 'John Smith',
  label: 'Backend Developer',
  email: 'john@example.com',
  phone: '+442079460958',
  city: '',
  skills: ['Go', 'PostgreSQL'],
  work: [{ name: 'Globex', position: 'Backend Developer', startDate: '2020-01', endDate: '' }],
};

/** The team's earlier import of the same person. */
const SMITH_AGAIN = { type: 'imported' as const, id: 17, name: 'John Smith', title: 'Developer', city: 'London', certainty: 'match' as const, reasons: ['email' as const], nameSimilarity: 1, mergeable: true };

/** The server's answer per file, by its name: a draft for smith.pdf, a refusal for the scan. */
function uploadRoute(request: RecordedRequest): FakeReply {
  if (!(request.body instanceof FormData)) return { status: 400 };
  const file = request.body.get('files');
  const name = file instanceof File ? file.name : '';
  const results: CvFileImportResponse['results'] =
    name === 'smith.pdf'
      ? [{ index: 0, fileName: name, status: 'draft', draftId: '7b0c9c6e-1d2b-4c4b-9a57-1c2f3e4d5a6b', format: 'pdf', draft: DRAFT, preview: 'John Smith\nBackend Developer\nwords only in the file', warnings: ['scripts_ignored'], duplicates: [SMITH_AGAIN] }]
      : [{ index: 0, fileName: name, status: 'refused', code: 'no_text', message: 'No text: a scanned image; OCR is not supported.', params: {} }];
  return { body: { results } };
}

describe('the import page with CV files', () => {
  it('reads each file on its own, shows why one was refused, and saves a draft as corrected beside its text', async () => {
    const saved: unknown[] = [];
    const { mountProps, user } = renderCv(<CvApp />, {
      url: '/cv/import',
      session: RECRUITER,
      routes: {
        'POST /api/cv/import/files': uploadRoute,
        'POST /api/cv/import/drafts/7b0c9c6e-1d2b-4c4b-9a57-1c2f3e4d5a6b': (request) => {
          saved.push(request.body);
          return { status: 201, body: { status: 'imported', id: 42, type: 'imported' } };
        },
      },
    });
    await user.upload(await screen.findByLabelText('Choose files'), [new File(['%PDF-1.7'], 'smith.pdf', { type: 'application/pdf' }), new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' })]);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('row', { name: /scan\.pdf Refused No text: a scanned image; OCR is not supported\./ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /smith\.pdf Ready to review The PDF carries scripts: they were ignored, never run\./ })).toBeInTheDocument();
    expect(screen.getByText('Read 2 of 2 files')).toBeInTheDocument();
    // One request per file.
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/cv/import/files')).toHaveLength(2);

    await user.click(within(table).getByRole('button', { name: 'Review smith.pdf' }));
    const review = screen.getByRole('region', { name: 'Review before saving: smith.pdf' });
    expect(within(review).getByLabelText('Text of the file')).toHaveTextContent('words only in the file');
    const duplicates = within(review).getByRole('note', { name: 'This person may already be here' });
    expect(within(duplicates).getByRole('link', { name: 'John Smith' })).toHaveAttribute('href', '/cv/imported/17');
    expect(duplicates).toHaveTextContent('Same personsame e-mail');
    expect(within(review).getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription('Not found in the file: fill it in if you know it.');
    const title = within(review).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Staff Engineer');
    await user.type(within(review).getByRole('textbox', { name: /^City/ }), 'London');
    await user.click(within(review).getByRole('button', { name: 'Remove job 1' }));
    await user.click(within(review).getByRole('button', { name: 'Save the CV' }));

    expect(await within(table).findByRole('row', { name: /smith\.pdf Saved .*Open the CV Download the original/ })).toBeInTheDocument();
    expect(saved).toEqual([{ draft: { ...DRAFT, label: 'Staff Engineer', city: 'London', work: [] } }]);
    expect(within(table).getByRole('link', { name: 'Download the original' })).toHaveAttribute('href', '/api/cv/imported/42/file');
    expect(screen.queryByRole('region', { name: /Review before saving/ })).not.toBeInTheDocument();
  });

  it('shows the API’s field errors under the fields, keeping what was typed', async () => {
    const { user } = renderCv(<CvApp />, {
      url: '/cv/import',
      session: RECRUITER,
      routes: {
        'POST /api/cv/import/files': uploadRoute,
        'POST /api/cv/import/drafts/7b0c9c6e-1d2b-4c4b-9a57-1c2f3e4d5a6b': {
          status: 400,
          body: { error: { code: 'validation_failed', message: 'The request is invalid.', fields: [{ path: 'draft.phone', message: 'Expected a phone number in international form: + and 7–15 digits.' }] } },
        },
      },
    });
    await user.upload(await screen.findByLabelText('Choose files'), [new File(['%PDF-1.7'], 'smith.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('button', { name: 'Review smith.pdf' }));
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '8 916');
    await user.click(screen.getByRole('button', { name: 'Save the CV' }));
    expect(await screen.findByText('Expected a phone number in international form: + and 7–15 digits.')).toBeInTheDocument();
    expect(phone).toHaveValue('8 916');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});
