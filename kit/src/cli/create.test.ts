import { ownerOf } from './create';
import { projectFiles } from './templates';

const VERSIONS = { contract: '2.0.0', shared: '4.0.0', kit: '1.1.0', libraries: {}, tools: {} };

describe('platform-remote create', () => {
  it('writes the owner it is given into the route declaration, quoted as TypeScript', () => {
    const files = projectFiles({ area: 'reports', versions: VERSIONS, owner: { team: "Reports' team", contact: 'reports@example.com' } });
    expect(files['src/app/route-manifest.ts']).toContain("owner: { team: 'Reports\\' team', contact: 'reports@example.com' },");
  });

  it('writes no owner when none is given', () => {
    expect(projectFiles({ area: 'reports', versions: VERSIONS })['src/app/route-manifest.ts']).not.toContain('owner');
  });

  it('takes the team and the contact together, trimmed, within the declaration\'s limits', () => {
    expect(ownerOf(undefined, undefined)).toBeUndefined();
    expect(ownerOf(' Reports ', ' #reports ')).toEqual({ team: 'Reports', contact: '#reports' });
    expect(() => ownerOf('Reports', undefined)).toThrow('--team and --contact go together');
    expect(() => ownerOf('  ', 'reports@example.com')).toThrow('--team and --contact go together');
    expect(() => ownerOf('x'.repeat(61), 'reports@example.com')).toThrow('at most 60');
    expect(() => ownerOf('Reports', 'x'.repeat(121))).toThrow('at most 120');
  });
});
