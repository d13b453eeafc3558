import { CONTRACT_VERSION } from '@platform/contract';
import { createTestMountProps } from './mount-props';

describe('createTestMountProps', () => {
  it('gives complete props that record what a remote asks for', async () => {
    const props = createTestMountProps({ routes: { 'GET /api/set_promocode/': { status: 401 } } });
    expect(props).toMatchObject({ contractVersion: CONTRACT_VERSION, basePath: '/', locale: 'en', theme: 'light' });
    expect(props.session.current).toBeNull();
    expect(props.i18n.t('ui:close')).toBe('Close');

    expect(props.toast.show({ type: 'success', message: 'Saved' })).toBe('toast-1');
    expect(props.toast.show({ type: 'info', message: 'Again', key: 'k' })).toBe('k');
    props.toast.close('k');
    props.navigate('/cv/internal/1', { replace: true });
    props.navigate('/search');
    props.reportError(new Error('boom'), 'search/app');
    props.showErrorScreen(404);
    await expect(props.api.get('/set_promocode/', { query: 'utm_campaign=welcome' })).rejects.toMatchObject({ status: 401 });

    expect(props.recorded.toasts.map((toast) => toast.message)).toEqual(['Saved', 'Again']);
    expect(props.recorded.closedToasts).toEqual(['k']);
    expect(props.recorded.navigations).toEqual([{ path: '/cv/internal/1', options: { replace: true } }, { path: '/search' }]);
    expect(props.recorded.reportedErrors).toEqual([{ error: new Error('boom'), context: 'search/app' }]);
    expect(props.recorded.errorScreens).toEqual([{ status: 404 }]);
    expect(props.recorded.requests.map((request) => request.url)).toEqual(['/api/set_promocode/?utm_campaign=welcome']);
    expect(props.recorded.apiErrors.map((error) => error.status)).toEqual([401]);
  });

  it('follows the locale and takes overrides', () => {
    const props = createTestMountProps({ locale: 'ru', session: { user: { id: '1', email: 'a@b.c', name: 'A', kind: 'candidate' }, team: null } });
    expect(props.basePath).toBe('/ru');
    expect(props.i18n.t('ui:close')).toBe('Закрыть');
    expect(props.session.current?.user.kind).toBe('candidate');
  });
});
