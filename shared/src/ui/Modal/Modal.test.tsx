import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Modal } from './Modal';

function Page({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete vacancy
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete the vacancy?"
        closeOnBackdrop={closeOnBackdrop}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Delete</button>
          </>
        }
      >
        <label>
          Reason <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a named modal dialog with focus inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the vacancy?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete vacancy' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its translated close button and from the backdrop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { locale: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть окно' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores backdrop clicks when told to', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
