import { renderTemplate, templatePlaceholders } from './render-template';

describe('renderTemplate', () => {
  it('fills ${UPPER} placeholders and leaves nginx variables alone', () => {
    const template = 'listen ${LISTEN_PORT};\nroot ${RELEASES_ROOT}/host;\ntry_files $uri ${uri} @app;';
    expect(templatePlaceholders(template)).toEqual(['LISTEN_PORT', 'RELEASES_ROOT']);
    expect(renderTemplate(template, { LISTEN_PORT: '8080', RELEASES_ROOT: '/srv/releases' })).toBe(
      'listen 8080;\nroot /srv/releases/host;\ntry_files $uri ${uri} @app;',
    );
  });

  it('refuses to leave a placeholder empty', () => {
    expect(() => renderTemplate('root ${RELEASES_ROOT};', {})).toThrow('No value for placeholder(s): RELEASES_ROOT');
  });
});
