import { screen, waitFor } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { renderRemote } from '../testing';
import { Button } from '../ui/Button';
import { FormField } from '../ui/FormField';
import { TextInput } from '../ui/TextInput';
import { ApiError } from './api-error';
import { useApiForm } from './use-api-form';

const AREA = { namespace: 'area', messages: { en: {}, ru: {} } };

function TitleForm({ save, onFailure }: { save: (title: string) => Promise<void>; onFailure?: (message: string) => void }) {
  const form = useApiForm('area', { onFailure });
  const [title, setTitle] = useState('');
  const [saved, setSaved] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit(title.trim() === '' ? { title: 'Enter a title.' } : {}, () => save(title))) setSaved((count) => count + 1);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormField label="Title" error={form.errors.title}>
        <TextInput value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      {form.failure !== null && <p role="alert">{form.failure}</p>}
      <Button htmlType="submit" loading={form.busy}>
        Save
      </Button>
      <p>saved {saved}</p>
    </form>
  );
}

const rejectWith = (error: unknown) => () => Promise.reject(error);

describe('useApiForm', () => {
  it('shows the form’s own errors without calling the API', async () => {
    const calls: string[] = [];
    const { user } = renderRemote(<TitleForm save={async (title) => void calls.push(title)} />, AREA);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter a title.');
    expect(calls).toEqual([]);
  });

  it('runs the action once the form is valid, busy meanwhile, and clears old errors', async () => {
    let finish: () => void = () => undefined;
    const { user } = renderRemote(<TitleForm save={() => new Promise<void>((resolve) => (finish = resolve))} />, AREA);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java developer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    finish();
    expect(await screen.findByText('saved 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('puts the API’s field errors next to the fields', async () => {
    const error = new ApiError({ status: 400, code: 'validation_failed', message: 'Invalid', fields: [{ path: 'title', message: 'is taken' }] });
    const { user } = renderRemote(<TitleForm save={rejectWith(error)} />, AREA);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is taken')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('saved 0')).toBeInTheDocument();
  });

  it('shows a failure that names no field, or hands it to onFailure', async () => {
    const error = new ApiError({ status: 0, code: 'network_error', message: 'Failed to fetch' });
    const first = renderRemote(<TitleForm save={rejectWith(error)} />, { ...AREA, locale: 'ru' });
    await first.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером. Проверьте сеть и попробуйте ещё раз.');
    first.unmount();

    const reported: string[] = [];
    const second = renderRemote(<TitleForm save={rejectWith(error)} onFailure={(message) => reported.push(message)} />, AREA);
    await second.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java');
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reported).toEqual(['No connection to the server. Check your network and try again.']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
