import { screen, waitFor, within } from '@testing-library/react';
import type { ImportResponse } from '@platform/contract';
import type { FakeReply, RecordedRequest } from '@platform/shared/testing';
import { IMPORT_BATCH } from '../features/cv-import/components/import-page';
import { CANDIDATE, RECRUITER } from '../testing/fixtures';
import { renderCv } from '../testing/render-cv';
import { CvApp } from './cv-app';

const IMPORT = 'POST /api/cv/import';
const DUPLICATE = { type: 'imported' as const, id: 7, name: 'Ivan Petrov', title: 'QA', city: null, certainty: 'match' as const, reasons: ['phone' as const], nameSimilarity: 0.8, mergeable: true };

/** Answers each batch: a CV without a name is refused, one with `again` updates, the rest are new (one with a warning). */
function importRoute(request: RecordedRequest): FakeReply {
  const { resumes } = request.body as { resumes: Array<{ basics?: { name?: string } }> };
  const results = resumes.map((resume, index): ImportResponse['results'][number] =>
    !resume.basics?.name
      ? { index, status: 'rejected', errors: [{ path: `resumes.${index}.basics.name`, message: 'A CV needs a name (basics.name).' }] }
      : resume.basics.name === 'again'
        ? { index, status: 'updated', id: 100 + index, type: 'imported', warnings: [] }
        : {
            index,
            status: 'imported',
            id: 100 + index,
            type: 'imported',
            warnings: index === 0 ? [{ path: `resumes.${index}.work.0.endDate`, message: 'The end date “heute” was read as “to the present day” (no end date).' }] : [],
            // The API looks for duplicates in a request's first stored documents: the second has one.
            ...(index < 3 ? { duplicates: index === 1 ? [DUPLICATE] : [] } : {}),
          },
  );
  const imported = results.filter((result) => result.status !== 'rejected').length;
  return { body: { imported, updated: results.filter((result) => result.status === 'updated').length, rejected: resumes.length - imported, results } };
}

describe('the import page', () => {
  it('imports picked files in batches with progress and reports every document', async () => {
    const many = Array.from({ length: IMPORT_BATCH + 5 }, (_, index) => ({ basics: { name: index === 3 ? 'again' : `CV ${index}` } }));
    const { mountProps, user } = renderCv(<CvApp />, { url: '/cv/import', session: RECRUITER, routes: { [IMPORT]: importRoute } });
    const files = [
      new File([JSON.stringify(many)], 'team.json', { type: 'application/json' }),
      new File(['{"basics":{}}\n{not json\n'], 'more.jsonl'),
    ];
    await user.upload(await screen.findByLabelText('Choose files'), files);
    expect(screen.getByText('2 files chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText(`${IMPORT_BATCH + 5 - 1} new, 1 updated, 2 refused.`)).toBeInTheDocument();
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/cv/import')).toHaveLength(2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', String(IMPORT_BATCH + 6));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /team\.json #1 Imported resumes\.0\.work\.0\.endDate .*heute/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /team\.json #4 Updated an earlier import/ })).toBeInTheDocument();
    // A likely duplicate of a stored CV links to it, with why.
    const second = within(table).getByRole('row', { name: /team\.json #2 Imported Possible duplicates Ivan Petrov/ });
    expect(within(second).getByRole('link', { name: 'Ivan Petrov' })).toHaveAttribute('href', '/cv/imported/7');
    expect(within(second).getByText('same phone')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /more\.jsonl line 1 Refused .*basics\.name/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /more\.jsonl line 2 Not readable JSON/ })).toBeInTheDocument();
  });

  it('is for a team’s recruiters', async () => {
    renderCv(<CvApp />, { url: '/cv/import', session: CANDIDATE });
    expect(await screen.findByText('Only a team’s recruiters can import CVs. Sign in as a recruiter.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Choose files')).not.toBeInTheDocument());
  });
});
