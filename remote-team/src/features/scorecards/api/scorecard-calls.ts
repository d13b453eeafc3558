import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type ScorecardBody, SCORECARD_ENDPOINTS, type VacancyScorecardBody } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

const getVacancyScorecard = (api: ApiClient, vacancyId: number, signal?: AbortSignal) => call(api, SCORECARD_ENDPOINTS.vacancyScorecard, { params: { id: vacancyId }, signal });
const putVacancyScorecard = (api: ApiClient, vacancyId: number, body: VacancyScorecardBody) =>
  call(api, SCORECARD_ENDPOINTS.editVacancyScorecard, { params: { id: vacancyId }, body });
const getApplicationScorecards = (api: ApiClient, applicationId: number, signal?: AbortSignal) =>
  call(api, SCORECARD_ENDPOINTS.applicationScorecards, { params: { id: applicationId }, signal });
const getMyScorecard = (api: ApiClient, applicationId: number, signal?: AbortSignal) =>
  call(api, SCORECARD_ENDPOINTS.myApplicationScorecard, { params: { id: applicationId }, signal });
const putMyScorecard = (api: ApiClient, applicationId: number, body: ScorecardBody) =>
  call(api, SCORECARD_ENDPOINTS.submitApplicationScorecard, { params: { id: applicationId }, body });

export const vacancyScorecardKey = (vacancyId: number) => ['team', 'vacancy', vacancyId, 'scorecard'] as const;
export const applicationScorecardsKey = (applicationId: number) => ['team', 'application', applicationId, 'scorecards'] as const;
export const myScorecardKey = (applicationId: number) => ['team', 'application', applicationId, 'my-scorecard'] as const;

/** A vacancy's competencies (the default set until its team edits them); loaded while `vacancyId` is not `null`. */
export function useVacancyScorecard(vacancyId: number | null) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: vacancyScorecardKey(vacancyId ?? 0),
    queryFn: vacancyId === null ? skipToken : ({ signal }) => getVacancyScorecard(api, vacancyId, signal),
  });
}

/** Saves the competencies; the saved list becomes the cached one. */
export function useSaveVacancyScorecardMutation(vacancyId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacancyScorecardBody) => putVacancyScorecard(api, vacancyId, body),
    onSuccess: (saved) => queryClient.setQueryData(vacancyScorecardKey(vacancyId), saved),
  });
}

/** The application's scorecards as the reader may see them (the independence rule is the API's). */
export function useApplicationScorecards(applicationId: number) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: applicationScorecardsKey(applicationId),
    queryFn: ({ signal }) => getApplicationScorecards(api, applicationId, signal),
  });
}

/** The reader's own scorecard of the application. */
export function useMyScorecard(applicationId: number) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: myScorecardKey(applicationId),
    queryFn: ({ signal }) => getMyScorecard(api, applicationId, signal),
  });
}

/** Submits the reader's scorecard; the summary loads again (submitting may reveal the others'). */
export function useSubmitScorecardMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScorecardBody) => putMyScorecard(api, applicationId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(myScorecardKey(applicationId), saved);
      return queryClient.invalidateQueries({ queryKey: applicationScorecardsKey(applicationId) });
    },
  });
}
