import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { renderRemote } from '../testing';
import { Button } from '../ui/Button';
import { FormField } from '../ui/FormField';
import { TextInput } from '../ui/TextInput';
import { useSchemaForm } from './use-schema-form';

const AREA = { namespace: 'area', messages: { en: {}, ru: {} } };

/** A contract-like schema: the limits live here, the form never repeats them. */
const vacancySchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(20),
  city: z.string().max(5),
  team: z.string().max(3, 'A short team name, please.'),
});

interface Props {
  save: (values: z.output<typeof vacancySchema>) => Promise<void>;
  onFailure?: (message: string) => void;
  titleMessage?: string;
}

function VacancyForm({ save, onFailure, titleMessage }: Props) {
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(vacancySchema, {
    namespace: 'area',
    defaultValues: { title: '', city: '', team: '' },
    ...(titleMessage ? { messages: { 'title:too_small': titleMessage, team: 'Короче, пожалуйста.' } } : {}),
    ...(onFailure ? { onFailure } : {}),
  });
  const [saved, setSaved] = useState<string[]>([]);
  return (
    <form
      onSubmit={onSubmit(async (values) => {
        await save(values);
        setSaved((list) => [...list, values.title]);
      })}
      noValidate
    >
      <FormField label="Title" error={errorOf('title')}>
        <TextInput {...form.register('title')} />
      </FormField>
      <FormField label="City" error={errorOf('city')}>
        <TextInput {...form.register('city')} />
      </FormField>
      <FormField label="Team" error={errorOf('team')}>
        <TextInput {...form.register('team')} />
      </FormField>
      {failure !== null && <p role="alert">{failure}</p>}
      <Button htmlType="submit" loading={busy}>
        Save
      </Button>
      <p>saved: {saved.join(', ')}</p>
    </form>
  );
}

const rejectWith = (error: unknown) => () => Promise.reject(error);

describe('useSchemaForm', () => {
  it('checks the fields with the schema without calling the API: the schema’s words in English, the UI kit’s for a bare check', async () => {
    const calls: unknown[] = [];
    const { user } = renderRemote(<VacancyForm save={async (values) => void calls.push(values)} />, AREA);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Novosibirsk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('At most 5 characters.');
    expect(calls).toEqual([]);
  });

  it('reads wholly in Russian: the form’s words for the schema’s message, the UI kit’s for the limit', async () => {
    const { user } = renderRemote(<VacancyForm save={async () => undefined} titleMessage="Назовите вакансию." />, { ...AREA, locale: 'ru' });
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Novosibirsk');
    await user.type(screen.getByRole('textbox', { name: 'Team' }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // By path and code, then by path alone.
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Назовите вакансию.');
    expect(screen.getByRole('textbox', { name: 'Team' })).toHaveAccessibleDescription('Короче, пожалуйста.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Не длиннее 5 симв.');
  });

  it('words a check the schema words in English by its code and values in Russian', async () => {
    const { user } = renderRemote(<VacancyForm save={async () => undefined} />, { ...AREA, locale: 'ru' });
    await user.type(screen.getByRole('textbox', { name: 'Team' }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Заполните это поле.');
    expect(screen.getByRole('textbox', { name: 'Team' })).toHaveAccessibleDescription('Не длиннее 3 симв.');
  });

  it('runs the action with the parsed values, busy meanwhile, and clears the errors once valid', async () => {
    let finish: () => void = () => undefined;
    const received: unknown[] = [];
    const { user } = renderRemote(
      <VacancyForm
        save={(values) => {
          received.push(values);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
      AREA,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter a title.');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Java developer ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription();
    // The schema's transforms apply: the title arrives trimmed.
    expect(received).toEqual([{ title: 'Java developer', city: '', team: '' }]);
    finish();
    expect(await screen.findByText('saved: Java developer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('puts the API’s field errors next to the fields', async () => {
    const error = new ApiError({ status: 400, code: 'validation_failed', message: 'Invalid', fields: [{ path: 'title', message: 'is taken' }] });
    const { user } = renderRemote(<VacancyForm save={rejectWith(error)} />, AREA);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('is taken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure that names no field, or hands it to onFailure', async () => {
    const error = new ApiError({ status: 0, code: 'network_error', message: 'offline' });
    const first = renderRemote(<VacancyForm save={rejectWith(error)} />, AREA);
    await first.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/connection/i);
    first.unmount();

    const toasts: string[] = [];
    const second = renderRemote(<VacancyForm save={rejectWith(error)} onFailure={(message) => toasts.push(message)} />, AREA);
    await second.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Java');
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
