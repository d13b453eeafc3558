import { useMountProps } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, type TeamVacancyPage, VACANCY_LIST_MAX_PER_PAGE } from '@platform/contract';

/** `GET /api/team/vacancies?status=open`: the team's open vacancies, the ones a mailing can be about. */
export function listOpenVacancies(api: ApiClient, signal?: AbortSignal) {
  const query = new URLSearchParams({ status: 'open', perPage: String(VACANCY_LIST_MAX_PER_PAGE) }).toString();
  return api.get<TeamVacancyPage>('/team/vacancies', { signal, query });
}

/** The open vacancies, asked only while `enabled` (the dialog that needs them is open). */
export function useOpenVacancies(enabled: boolean) {
  const { api } = useMountProps();
  return useQuery({ queryKey: ['search', 'open-vacancies'], queryFn: ({ signal }) => listOpenVacancies(api, signal), enabled });
}
