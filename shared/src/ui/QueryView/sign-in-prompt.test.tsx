import { render, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { QueryView } from './QueryView';
import { signInHref } from './sign-in-prompt.lazy';

describe('QueryView on a 401', () => {
  it('asks the visitor to sign in and come back, instead of blaming the connection', async () => {
    window.history.pushState({}, '', '/ru/user/scout/result/7?page=2');
    const error = new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in first.', method: 'GET', url: '/api/user/scouts/results/7' });
    render(<QueryView query={{ data: undefined, error, refetch: () => Promise.resolve() }}>{() => null}</QueryView>);
    expect(await screen.findByRole('heading', { name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load this page')).not.toBeInTheDocument();
    // Outside a parcel the page's locale is unknown: English; the way back keeps the /ru page.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/ru/user/scout/result/7%3Fpage%3D2');
  });

  it('leads to the sign-in page of the page’s language', () => {
    const here = new URL('http://site.test/ru/education/3#lesson');
    expect(signInHref('ru', here)).toBe('/ru/login?redirect=/ru/education/3%23lesson');
  });
});
