import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('hides its text with the visually-hidden class', () => {
    render(<VisuallyHidden className="extra">Hidden</VisuallyHidden>);
    expect(screen.getByText('Hidden')).toHaveClass('visuallyHidden', 'extra');
  });
});
