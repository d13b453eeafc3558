import { screen } from '@testing-library/react';
import { renderInUser } from '../../../testing/render-user';
import MarkdownView, { safeUrl } from './markdown-view';

const render = (markdown: string) => renderInUser(<MarkdownView tableLabel="Table">{markdown}</MarkdownView>);

describe('MarkdownView', () => {
  it('renders headings, lists, tables and code (GitHub flavour)', () => {
    render('## Title\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```sql\nSELECT 1;\n```\n\nInline `code` and ~~old~~.');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(screen.getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(screen.getByText('SELECT 1;').closest('pre')).not.toBeNull();
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByText('old').tagName).toBe('DEL');
  });

  it('never renders raw HTML, scripts, event handlers or images', () => {
    const { container } = render(
      'Before <b>bold</b> after.\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n<div onclick="alert(1)">block</div>\n\n![pixel](https://tracker.example/p.gif)',
    );
    expect(container.querySelector('b, script, img, div[onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('<script');
    expect(screen.getByText(/Before/)).toHaveTextContent('Before bold after.');
    expect(Reflect.get(window, 'hacked')).toBeUndefined();
  });

  it('keeps links safe: platform paths through the host, other sites without opener, scripts dropped', async () => {
    const { mountProps, user } = render('[course](/education/3) [site](https://example.org/x) [bad](javascript:alert(1)) [data](data:text/html,hi)');
    const internal = screen.getByRole('link', { name: 'course' });
    expect(internal).toHaveAttribute('href', '/education/3');
    await user.click(internal);
    expect(mountProps.recorded.navigations).toEqual([{ path: '/education/3' }]);
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    for (const name of ['bad', 'data']) expect(screen.getByText(name).getAttribute('href') ?? '').toBe('');
  });

  it('allows web, mail and platform addresses only', () => {
    expect(safeUrl('https://example.org')).toBe('https://example.org');
    expect(safeUrl('mailto:a@example.org')).toBe('mailto:a@example.org');
    expect(safeUrl('/search?q=go')).toBe('/search?q=go');
    expect(safeUrl('//evil.example')).toBe('');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('vbscript:x')).toBe('');
  });
});
