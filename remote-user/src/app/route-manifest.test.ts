import { routeManifest } from './route-manifest';

/** The header entries and dashboard quick links this area offers to one kind of account. */
function offeredTo(kind: 'recruiter' | 'candidate'): string[] {
  return routeManifest.navigation.filter((entry) => entry.audience.some((audience) => audience === kind)).map((entry) => entry.id);
}

describe("the user area's header entries and quick links", () => {
  it('offer the education catalogue (recruiting courses) to recruiters, not to candidates', () => {
    expect(offeredTo('recruiter')).toContain('education');
    expect(offeredTo('candidate')).not.toContain('education');
  });

  it('offer a candidate their applications and account', () => {
    expect(offeredTo('candidate')).toEqual(['applications', 'account']);
  });
});
