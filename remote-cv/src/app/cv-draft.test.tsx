import { screen, waitFor, within } from '@testing-library/react';
import type { CvFileDraft } from '@platform/contract';
import { RECRUITER } from '../testing/fixtures';
import { renderCv } from '../testing/render-cv';
import { CvApp } from './cv-app';

const DRAFT_ID = '7b0c9c6e-1d2b-4c4b-9a57-1c2f3e4d5a6b';
const STORED: CvFileDraft = {
  index: 0,
  fileName: 'cv.pdf',
  status: 'draft',
  draftId: DRAFT_ID,
  format: 'pdf',
  draft: { name: 'John Smith', label: 'Backend Developer', email: 'john@example.com', phone: '', city: '', skills: ['Go'], work: [] },
  preview: 'John Smith\nBackend Developer',
  warnings: [],
  duplicates: [{ type: 'imported', id: 17, name: 'J. Smith', title: '', city: null, certainty: 'match', reasons: ['email'], nameSimilarity: 0.5, mergeable: true }],
};

describe('a stored draft reviewed on its own page (an e-mailed file)', () => {
  it('shows the draft with its duplicates, saves it and opens the CV', async () => {
    const saved: unknown[] = [];
    const { mountProps, user } = renderCv(<CvApp />, {
      url: `/cv/import/drafts/${DRAFT_ID}`,
      session: RECRUITER,
      routes: {
        [`GET /api/cv/import/drafts/${DRAFT_ID}`]: { body: STORED },
        [`POST /api/cv/import/drafts/${DRAFT_ID}`]: (request) => {
          saved.push(request.body);
          return { status: 201, body: { status: 'updated', id: 17, type: 'imported' } };
        },
      },
    });
    const review = await screen.findByRole('region', { name: 'Review before saving: cv.pdf' });
    expect(screen.getByRole('heading', { level: 1, name: 'Review a CV from a file' })).toBeInTheDocument();
    const duplicates = within(review).getByRole('note', { name: 'This person may already be here' });
    expect(within(duplicates).getByRole('link', { name: 'J. Smith' })).toHaveAttribute('href', '/cv/imported/17');
    expect(within(review).getByLabelText('Text of the file')).toHaveTextContent('Backend Developer');
    await user.click(within(review).getByRole('button', { name: 'Save the CV' }));
    expect(saved).toEqual([{ draft: STORED.draft }]);
    expect(mountProps.recorded.navigations).toEqual([{ path: '/cv/imported/17', options: { replace: true } }]);
  });

  it('shows what reading the file warned of, in the reader\'s language', async () => {
    const warned: CvFileDraft = { ...STORED, warnings: ['scripts_ignored'] };
    renderCv(<CvApp />, {
      url: `/cv/import/drafts/${DRAFT_ID}`,
      session: RECRUITER,
      routes: { [`GET /api/cv/import/drafts/${DRAFT_ID}`]: { body: warned } },
    });
    const notes = await screen.findByRole('list', { name: 'Noticed while reading the file' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent('The PDF carries scripts: they were ignored, never run.');
  });

  it('sends an unknown or saved draft to the 404 screen', async () => {
    const { mountProps } = renderCv(<CvApp />, {
      url: `/cv/import/drafts/${DRAFT_ID}`,
      session: RECRUITER,
      routes: { [`GET /api/cv/import/drafts/${DRAFT_ID}`]: { status: 404, body: { error: { code: 'not_found', message: 'There is no such draft.' } } } },
    });
    await waitFor(() => expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]));
  });
});
