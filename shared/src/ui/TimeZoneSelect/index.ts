export { TimeZoneSelect, type TimeZoneSelectProps } from './TimeZoneSelect';
export { browserTimeZone, timeZonePlaces, type TimeZonePlace } from './time-zones';
