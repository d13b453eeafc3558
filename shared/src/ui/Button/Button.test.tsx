import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { renderWithProviders } from '../../testing';
import { Button } from './Button';
import { BUTTON_SIZES, BUTTON_TYPES, BUTTON_VARIANTS } from './types';

describe('Button', () => {
  it('lists the spec’s types, sizes and style types', () => {
    expect(BUTTON_TYPES).toEqual(['button', 'submit', 'reset']);
    expect(BUTTON_SIZES).toEqual(['tiny', 'small', 'medium', 'large', 'big']);
    expect(BUTTON_VARIANTS).toEqual([
      'default', 'danger', 'secondary', 'aclib', 'tertiary', 'ghost', 'ghost-dark', 'ghost-white',
      'primary', 'filled', 'success', 'info', 'warning', 'error',
    ]);
  });

  it('is type="button" unless told otherwise', () => {
    renderWithProviders(
      <>
        <Button>Plain</Button>
        <Button htmlType="submit">Send</Button>
        <Button htmlType="reset">Clear</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('type', 'reset');
  });

  it.each(BUTTON_VARIANTS)('styles the %s variant', (variant) => {
    renderWithProviders(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(variant);
  });

  it.each(BUTTON_SIZES)('styles the %s size', (size) => {
    renderWithProviders(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(size);
  });

  it('places the icon on the chosen side of the label', () => {
    renderWithProviders(
      <>
        <Button icon={<span data-testid="left-icon">←</span>}>Back</Button>
        <Button icon={<span data-testid="right-icon">→</span>} iconPlacement="right">Next</Button>
      </>,
    );
    const back = screen.getByRole('button', { name: 'Back' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(back.firstElementChild).toContainElement(screen.getByTestId('left-icon'));
    expect(next.lastElementChild).toContainElement(screen.getByTestId('right-icon'));
    expect(next.firstElementChild).toHaveTextContent('Next');
  });

  it('calls onClick when clicked', async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    renderWithProviders(<Button onClick={() => clicks.push('click')}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(clicks).toEqual(['click']);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('activates exactly once on %s when keyboard support is on', async (_name, key) => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(<Button keyboard onClick={() => (clicks += 1)}>Save</Button>);
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard(key);
    expect(clicks).toBe(1);
  });

  it('submits its form once on Enter', async () => {
    const user = userEvent.setup();
    let submits = 0;
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      submits += 1;
    };
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button htmlType="submit">Send</Button>
      </form>,
    );
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.keyboard('{Enter}');
    expect(submits).toBe(1);
  });

  it('is inert while disabled: no click, no keys, out of the tab order', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(<Button disabled keyboard onClick={() => (clicks += 1)}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(clicks).toBe(0);
  });

  it('is inert and busy while loading, with a named spinner, and keeps focus', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    let submits = 0;
    renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <Button htmlType="submit" loading keyboard onClick={() => (clicks += 1)}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(clicks).toBe(0);
    expect(submits).toBe(0);
  });

  it('names its spinner in Russian', () => {
    renderWithProviders(<Button loading>Сохранить</Button>, { locale: 'ru' });
    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('renders a navigation button as a link that Space also activates', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(
      <Button href="#results" variant="primary" onClick={() => (clicks += 1)}>
        To results
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'To results' });
    expect(link).toHaveAttribute('href', '#results');
    expect(link).toHaveClass('button', 'primary');
    link.focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(clicks).toBe(2);
  });

  it('drops the href of a disabled link and ignores its clicks', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(
      <Button href="#results" disabled onClick={() => (clicks += 1)}>
        To results
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'To results' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(clicks).toBe(0);
  });

  it('leaves Enter to the browser when keyboard support is off', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(
      <Button href="#results" keyboard={false} onClick={() => (clicks += 1)}>
        To results
      </Button>,
    );
    screen.getByRole('link', { name: 'To results' }).focus();
    await user.keyboard(' ');
    expect(clicks).toBe(0);
    await user.keyboard('{Enter}');
    expect(clicks).toBe(1);
  });
});
