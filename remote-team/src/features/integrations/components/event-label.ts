import { isOneOf, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@platform/contract';

/**
 * The `team` namespace key of an event's label (`integrations.events.application_created`): the
 * event names carry dots, which i18next reads as nesting. An event this version does not know has
 * no label: the log shows its name as the API wrote it.
 */
export function eventLabelKey(event: string): string | null {
  if (!isOneOf(WEBHOOK_EVENTS, event) && event !== WEBHOOK_TEST_EVENT) return null;
  return `integrations.events.${event.replace('.', '_')}`;
}
