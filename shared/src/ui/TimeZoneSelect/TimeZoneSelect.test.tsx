import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { timeZonePlaces } from './time-zones';
import { TimeZoneSelect } from './TimeZoneSelect';

describe('TimeZoneSelect', () => {
  it('lists places by their name with the offset, and reports the zone chosen', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithProviders(<TimeZoneSelect aria-label="Time zone" locale="en" value="UTC" onChange={(zone) => chosen.push(zone)} />);
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveValue('UTC');
    const berlin = screen.getByRole('option', { name: /^Berlin \(Europe\) · GMT\+\d/ });
    await user.selectOptions(select, berlin);
    expect(chosen).toEqual(['Europe/Berlin']);
  });

  it('keeps a saved zone the runtime does not list, and sorts by place', () => {
    const places = timeZonePlaces('en', ['Etc/GMT+5', 'America/Argentina/Buenos_Aires']);
    expect(places.some((place) => place.zone === 'Etc/GMT+5')).toBe(true);
    const labels = places.map((place) => place.label);
    expect(labels.indexOf(labels.find((label) => label.startsWith('Amsterdam')) ?? '')).toBeLessThan(
      labels.indexOf(labels.find((label) => label.startsWith('Zurich')) ?? ''),
    );
    expect(places.find((place) => place.zone === 'America/Argentina/Buenos_Aires')?.label).toMatch(/^Buenos Aires \(America, Argentina\)/);
  });
});
