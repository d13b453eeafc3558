import { screen } from '@testing-library/react';
import type { AttachmentCvResponse } from '@platform/contract';
import type { FakeReply } from '@platform/shared/testing';
import { renderInTeam } from '../../../testing/render-team';
import { MakeCvFromFile } from './attachment-cv';

const PDF = { id: 5, filename: 'cv.pdf', contentType: 'application/pdf', size: 2048 };
const ENDPOINT = 'POST /api/team/applications/9/attachments/5/cv';
const DRAFT_ID = '7b0c9c6e-1d2b-4c4b-9a57-1c2f3e4d5a6b';

function answer(body: AttachmentCvResponse, status = 200): FakeReply {
  return { status, body };
}

describe('MakeCvFromFile', () => {
  it('reads a PDF into a draft and opens its review', async () => {
    const { user, mountProps } = renderInTeam(<MakeCvFromFile applicationId={9} file={PDF} />, {
      routes: {
        [ENDPOINT]: answer(
          {
            from: 'new',
            result: {
              index: 0,
              fileName: 'cv.pdf',
              status: 'draft',
              draftId: DRAFT_ID,
              format: 'pdf',
              draft: { name: 'John Smith', label: '', email: 'john@example.com', phone: '', city: '', skills: [], work: [] },
              preview: 'John Smith',
              warnings: [],
              duplicates: [],
            },
          },
          201,
        ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Make a CV from this file: cv.pdf' }));
    expect(await screen.findByRole('link', { name: 'Review and save it' })).toHaveAttribute('href', `/cv/import/drafts/${DRAFT_ID}`);
    expect(mountProps.recorded.navigations).toEqual([{ path: `/cv/import/drafts/${DRAFT_ID}` }]);
  });

  it('says in words why a file is no CV, in the page’s language', async () => {
    const { user, mountProps } = renderInTeam(<MakeCvFromFile applicationId={9} file={PDF} />, {
      locale: 'ru',
      routes: { [ENDPOINT]: answer({ from: 'new', result: { index: 0, fileName: 'cv.pdf', status: 'refused', code: 'no_text', message: 'No text', params: {} } }) },
    });
    await user.click(screen.getByRole('button', { name: 'Создать резюме из файла: cv.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не резюме: нет текста: это отсканированное изображение; распознавание (OCR) не поддерживается.');
    expect(mountProps.recorded.navigations).toEqual([]);
  });

  it('links the CV made from the file before instead of making another', async () => {
    const { user, mountProps } = renderInTeam(<MakeCvFromFile applicationId={9} file={PDF} />, {
      routes: { [ENDPOINT]: answer({ from: 'cv', cv: { type: 'imported', id: 42 } }) },
    });
    await user.click(screen.getByRole('button', { name: 'Make a CV from this file: cv.pdf' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A CV was made from this file already.');
    expect(screen.getByRole('link', { name: 'Open the CV' })).toHaveAttribute('href', '/cv/imported/42');
    expect(mountProps.recorded.navigations).toEqual([]);
  });

  it('offers nothing for a file the import cannot read', () => {
    const { container } = renderInTeam(<MakeCvFromFile applicationId={9} file={{ ...PDF, filename: 'photo.png', contentType: 'image/png' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
