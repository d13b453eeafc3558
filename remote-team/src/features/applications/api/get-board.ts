import { type ApiClient, type ResponseOf, type TeamApplication, VACANCY_ENDPOINTS } from '@platform/contract';
import { useAreaQuery } from '@platform/shared';
import { call } from '@platform/shared/call';
import { listApplications } from './application-calls';

/** What the board shows: the vacancy and its applications. */
export interface Board {
  vacancy: ResponseOf<typeof VACANCY_ENDPOINTS.get>;
  applications: TeamApplication[];
}

/** Query key of a vacancy's board; moves and notes update it in place and then invalidate it. */
export const boardKey = (vacancyId: number) => ['team', 'board', vacancyId] as const;

export async function getBoard(api: ApiClient, vacancyId: number, signal?: AbortSignal): Promise<Board> {
  const [vacancy, applications] = await Promise.all([
    call(api, VACANCY_ENDPOINTS.get, { params: { id: vacancyId }, signal }),
    listApplications(api, vacancyId, signal),
  ]);
  return { vacancy, applications: applications.items };
}

/** The board of a vacancy from the page's query cache (loaded when not there or stale). */
export const useBoard = (vacancyId: number) => useAreaQuery(boardKey(vacancyId), (api, signal) => getBoard(api, vacancyId, signal));

/** A cached board with one application changed, the others as they were; nothing when nothing is cached. */
export function changeApplication(board: Board | undefined, id: number, change: (application: TeamApplication) => TeamApplication): Board | undefined {
  if (board === undefined) return undefined;
  return { ...board, applications: board.applications.map((application) => (application.id === id ? change(application) : application)) };
}
