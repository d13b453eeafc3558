import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { ConfirmDialog } from './ConfirmDialog';

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Close vacancy
      </button>
      <ConfirmDialog open={open} title="Close “Go developer”?" confirmLabel="Close vacancy" confirmVariant="warning" onConfirm={onConfirm} onCancel={() => setOpen(false)}>
        It leaves the job board.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with what happens; Cancel and Escape change nothing, the action runs once', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(<Page onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Close vacancy' }));
    const dialog = screen.getByRole('dialog', { name: 'Close “Go developer”?' });
    expect(dialog).toHaveTextContent('It leaves the job board.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close vacancy' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close vacancy' }));
    const buttons = screen.getAllByRole('button', { name: 'Close vacancy' });
    await user.click(buttons[buttons.length - 1]!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
