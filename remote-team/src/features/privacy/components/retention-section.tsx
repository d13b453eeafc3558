import { QueryView } from '@platform/shared';
import { useRetention } from '../api/get-retention';
import { RetentionForm } from './retention-form';
import { RetentionPreview } from './retention-preview';

/** The retention tab: the team's rule (editable) and its dry run. */
export function RetentionSection() {
  const query = useRetention();
  return (
    <QueryView query={query}>
      {(rule) => (
        <>
          <RetentionForm rule={rule} />
          <RetentionPreview graceDays={rule.graceDays} />
        </>
      )}
    </QueryView>
  );
}
