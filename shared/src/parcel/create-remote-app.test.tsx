import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel } from 'single-spa';
import { CONTRACT_VERSION, type RemoteMountProps } from '@platform/contract';
import { refetchUnlessJustFetched } from '../query';
import { createTestMountProps } from '../testing';
import { createRemoteApp } from './create-remote-app';
import { useMountProps } from './mount-props-context';

function Greeting() {
  const { locale, theme } = useMountProps();
  return <h1>{`Hello ${locale} ${theme}`}</h1>;
}

const fault = { broken: false };
function Fragile() {
  if (fault.broken) throw new Error('render failure');
  return <p>Recovered</p>;
}

const answers = { bad: true };
/** A page whose data, as first answered, makes it throw; the answer is fresh, so a remount alone would not ask again. */
function DataDriven() {
  const { data } = useQuery({
    queryKey: ['test', 'list'],
    queryFn: () => Promise.resolve(answers.bad ? { items: null } : { items: ['Recovered with new data'] }),
    refetchOnMount: refetchUnlessJustFetched,
  });
  if (data === undefined) return <p>Loading</p>;
  if (data.items === null) throw new Error('unexpected data');
  return <p>{data.items.join()}</p>;
}

async function mount(app: ReturnType<typeof createRemoteApp>, props: RemoteMountProps) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel<RemoteMountProps>(app, { ...props, domElement });
  await parcel.mountPromise;
  return { parcel, domElement };
}

describe('createRemoteApp', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('declares the contract version and mounts, updates and unmounts its own React root with the mount props', async () => {
    const app = createRemoteApp({ name: 'test/app', rootComponent: Greeting });
    expect(app.contractVersion).toBe(CONTRACT_VERSION);
    const props = createTestMountProps({ locale: 'en' });
    const { parcel, domElement } = await mount(app, props);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello en light');

    await parcel.update?.({ ...props, theme: 'dark' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello en dark'));

    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
  });

  it('loads the remote\u2019s messages into the host\u2019s i18next before the first render and on a locale change', async () => {
    const loaded: string[] = [];
    function Title() {
      const { i18n } = useMountProps();
      return <h1>{i18n.t('demo:title')}</h1>;
    }
    const app = createRemoteApp({
      name: 'test/app',
      rootComponent: Title,
      namespace: {
        name: 'demo',
        loaders: {
          en: async () => (loaded.push('en'), { title: 'Search' }),
          ru: async () => (loaded.push('ru'), { title: 'Поиск' }),
        },
      },
    });
    const props = createTestMountProps({ locale: 'en' });
    const { parcel } = await mount(app, props);
    expect(screen.getByRole('heading')).toHaveTextContent('Search');

    await props.i18n.changeLanguage('ru');
    await parcel.update?.({ ...props, locale: 'ru' });
    expect(loaded).toContain('ru');
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Поиск'));
  });

  it('a mount that fails (its messages cannot load) rejects the mount, for the host area to show its error', async () => {
    const app = createRemoteApp({
      name: 'test/app',
      rootComponent: Greeting,
      namespace: { name: 'broken', loaders: { en: () => Promise.reject(new Error('Loading chunk locale-en failed')), ru: async () => ({}) } },
    });
    const domElement = document.createElement('div');
    const parcel = mountRootParcel<RemoteMountProps>(app, { ...createTestMountProps(), domElement });
    await expect(parcel.mountPromise).rejects.toThrow('Loading chunk locale-en failed');
  });

  it.each([
    ['en', 'This part of the page failed to display.', 'Try again'],
    ['ru', 'Эта часть страницы не отобразилась.', 'Повторить'],
  ] as const)('a render crash shows a localized error with a retry (%s), reported once, and the retry renders anew', async (locale, title, retry) => {
    const user = userEvent.setup();
    fault.broken = true;
    const props = createTestMountProps({ locale });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(createRemoteApp({ name: 'test/app', rootComponent: Fragile }), props);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(props.recorded.reportedErrors).toHaveLength(1);
    expect(props.recorded.reportedErrors[0]?.context).toMatch(/^test\/app: render failed/);

    // The cause goes away (e.g. the API answers again); "Try again" renders the tree anew.
    fault.broken = false;
    await user.click(screen.getByRole('button', { name: retry }));
    await waitFor(() => expect(screen.getByText('Recovered')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(props.recorded.reportedErrors).toHaveLength(1);
  });

  it('"Try again" after a crash asks for the area\'s data anew, even an answer that just came', async () => {
    const user = userEvent.setup();
    answers.bad = true;
    const props = createTestMountProps();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(createRemoteApp({ name: 'test/app', rootComponent: DataDriven }), props);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page failed to display.');

    answers.bad = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered with new data')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
