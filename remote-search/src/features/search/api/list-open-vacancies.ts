import { useQuery } from '@tanstack/react-query';
import { type ApiClient, VACANCY_LIST_MAX_PER_PAGE, type VACANCY_ENDPOINTS, VACANCY_ROUTES } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `GET /api/team/vacancies?status=open`: the team's open vacancies, the ones a mailing can be about (by descriptor: no schema in the search page's code). */
export function listOpenVacancies(api: ApiClient, signal?: AbortSignal) {
  return call<typeof VACANCY_ENDPOINTS.teamList>(api, VACANCY_ROUTES.teamList, { query: { status: 'open', perPage: VACANCY_LIST_MAX_PER_PAGE }, signal });
}

/** The open vacancies, asked only while `enabled` (the dialog that needs them is open). */
export function useOpenVacancies(enabled: boolean) {
  const { api } = useMountProps();
  return useQuery({ queryKey: ['search', 'open-vacancies'], queryFn: ({ signal }) => listOpenVacancies(api, signal), enabled });
}
