import { installGlobalErrorReporting, MAX_ALERTS_PER_PAGE } from './global-error-reporting';

function fakeWindow(hostname: string) {
  const events = new EventTarget();
  return Object.assign(events, {
    location: { hostname, href: `https://${hostname}/ru/search?q=java` } as Location,
  });
}

/** The alert message posted by one fetch call. */
function postedMessage(call: unknown[]): string {
  const init = call[1] as RequestInit;
  return (JSON.parse(String(init.body)) as { message: string }).message;
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('global error reporting', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const setup = (hostname = 'jobs.example.com') => {
    const target = fakeWindow(hostname);
    const fetchImpl = jest.fn(async () => ({ ok: true }) as Response);
    const onServerError = jest.fn();
    const reporting = installGlobalErrorReporting({
      target,
      fetchImpl,
      onServerError,
      getRoute: () => '/ru/search',
      now: () => new Date('2025-03-04T05:06:07.000Z'),
    });
    return { target, fetchImpl, onServerError, reporting };
  };

  it('logs an uncaught error and posts the FRONT|GLOBAL APP line to /api/frontend_alert/', () => {
    const { target, fetchImpl } = setup();
    const error = new Error('x is not a function');
    target.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(consoleError).toHaveBeenCalledWith('[global]', error);
    expect(fetchImpl).toHaveBeenCalledWith('/api/frontend_alert/', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        message:
          '2025-03-04T05:06:07.000Z FRONT|GLOBAL APP url=https://jobs.example.com/ru/search?q=java route=/ru/search message=x is not a function',
      }),
    });
  });

  it('names the app and version a report is about when told how', () => {
    const target = fakeWindow('jobs.example.com');
    const fetchImpl = jest.fn(async () => ({ ok: true }) as Response);
    const { reportError } = installGlobalErrorReporting({
      target,
      fetchImpl,
      getRoute: () => '/cv/1',
      getSource: (context) => (context?.startsWith('cv') ? { remote: 'remote-cv', version: 'c-3' } : { remote: 'host', version: 'h-1' }),
    });
    reportError(new Error('boom'), 'cv/app: render failed');
    reportError(new Error('bang'));
    const bodies = fetchImpl.mock.calls.map((call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)));
    expect(bodies).toEqual([
      expect.objectContaining({ remote: 'remote-cv', version: 'c-3', message: expect.stringContaining('cv/app: render failed: boom') }),
      expect.objectContaining({ remote: 'host', version: 'h-1', message: expect.stringContaining('message=bang') }),
    ]);
  });

  it("names the page's operator overrides in every report it sends", () => {
    const target = fakeWindow('jobs.example.com');
    const fetchImpl = jest.fn(async () => ({ ok: true }) as Response);
    let overrides = '';
    const { reportError } = installGlobalErrorReporting({ target, fetchImpl, getRoute: () => '/search', getOverrides: () => overrides, now: () => new Date('2025-03-04T05:06:07.000Z') });
    reportError(new Error('plain'));
    overrides = 'search@p1,team@t2';
    reportError(new Error('boom'), 'search/app: render failed');
    target.dispatchEvent(rejection('late'));
    const messages = fetchImpl.mock.calls.map((call) => postedMessage(call));
    expect(messages[0]).toBe('2025-03-04T05:06:07.000Z FRONT|GLOBAL APP url=https://jobs.example.com/ru/search?q=java route=/search message=plain');
    expect(messages[1]).toBe(
      '2025-03-04T05:06:07.000Z FRONT|GLOBAL APP url=https://jobs.example.com/ru/search?q=java route=/search overrides=search@p1,team@t2 message=search/app: render failed: boom',
    );
    expect(messages[2]).toContain(' overrides=search@p1,team@t2 message=late');
  });

  it('reports unhandled promise rejections, whatever their reason is', () => {
    const { target, fetchImpl } = setup();
    target.dispatchEvent(rejection('plain text'));
    target.dispatchEvent(rejection({ code: 'E1' }));
    const messages = fetchImpl.mock.calls.map((call) => postedMessage(call));
    expect(messages[0]).toMatch(/ message=plain text$/);
    expect(messages[1]).toMatch(/ message=\{"code":"E1"\}$/);
  });

  it('only logs on localhost', () => {
    const { target, fetchImpl } = setup('localhost');
    target.dispatchEvent(rejection(new Error('boom')));
    expect(consoleError).toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('hands a 500 response to the server-error handler', () => {
    const { target, onServerError } = setup();
    const serverError = Object.assign(new Error('Internal'), { status: 500 });
    target.dispatchEvent(rejection(Object.assign(new Error('Not found'), { status: 404 })));
    expect(onServerError).not.toHaveBeenCalled();
    target.dispatchEvent(rejection(serverError));
    expect(onServerError).toHaveBeenCalledWith(serverError);
  });

  it('prefixes errors reported by remotes with their context and caps alerts per page', () => {
    const { fetchImpl, reporting } = setup();
    reporting.reportError(new Error('mount failed'), 'search/app');
    expect(postedMessage(fetchImpl.mock.calls[0] ?? [])).toMatch(/ message=search\/app: mount failed$/);
    for (let i = 0; i < MAX_ALERTS_PER_PAGE + 5; i += 1) reporting.reportError(new Error(`e${i}`));
    expect(fetchImpl).toHaveBeenCalledTimes(MAX_ALERTS_PER_PAGE);
  });

  it('stops listening after uninstall', () => {
    const { target, fetchImpl, reporting } = setup();
    reporting.uninstall();
    target.dispatchEvent(rejection(new Error('late')));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
