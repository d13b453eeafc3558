import { BoardPage } from '../features/applications/components/board-page';
import { ApplicationScorecards } from '../features/scorecards/components/application-scorecards';
import { CompetenciesEditor } from '../features/scorecards/components/competencies-editor';

/** The board with the scorecards: the vacancy's competencies in its header, each application's scorecards in its details. */
export function BoardWithScorecards({ id }: { id: number }) {
  return (
    <BoardPage
      id={id}
      actions={<CompetenciesEditor vacancyId={id} />}
      applicationPanel={(applicationId) => <ApplicationScorecards applicationId={applicationId} />}
    />
  );
}
