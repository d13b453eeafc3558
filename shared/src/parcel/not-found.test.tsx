import { renderRemote } from '../testing';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('shows the host’s 404 screen once and renders nothing', () => {
    const { container, mountProps, rerender } = renderRemote(<NotFound />, { namespace: 'area', messages: { en: {}, ru: {} } });
    rerender(<NotFound />);
    expect(container).toBeEmptyDOMElement();
    expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]);
  });
});
