import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiClient,
  INTERVIEW_ENDPOINTS,
  type InterviewBody,
  type InterviewChangeBody,
  type TeamApplicationDetails,
  TEAM_MEMBER_ENDPOINTS,
  type TeamInterview,
} from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';
import { applicationKey } from './get-application';

export const scheduleInterview = (api: ApiClient, applicationId: number, input: InterviewBody) =>
  call(api, INTERVIEW_ENDPOINTS.schedule, { params: { id: applicationId }, body: input });

export const changeInterview = (api: ApiClient, interviewId: number, body: InterviewChangeBody) =>
  call(api, INTERVIEW_ENDPOINTS.change, { params: { id: interviewId }, body });

export const cancelInterview = (api: ApiClient, interviewId: number) => call(api, INTERVIEW_ENDPOINTS.cancel, { params: { id: interviewId } });

/** The caller's own upcoming interviews (`GET /api/team/interviews?mine=true`). */
export const listMyInterviews = (api: ApiClient, signal?: AbortSignal) =>
  call(api, INTERVIEW_ENDPOINTS.upcoming, { query: { mine: 'true' }, signal });

export const myInterviewsKey = ['team', 'interviews', 'mine'] as const;

/** The team with its members: who can interview. */
const getTeam = (api: ApiClient, signal?: AbortSignal) => call(api, TEAM_MEMBER_ENDPOINTS.team, { signal });

export const interviewersKey = ['team', 'details'] as const;

export function useInterviewers() {
  const { api } = useMountProps();
  return useQuery({ queryKey: interviewersKey, queryFn: ({ signal }) => getTeam(api, signal) });
}

function withInterview(details: TeamApplicationDetails | undefined, interview: TeamInterview): TeamApplicationDetails | undefined {
  if (details === undefined) return undefined;
  const others = details.interviews.filter((item) => item.id !== interview.id);
  return { ...details, interviews: [...others, interview].sort((a, b) => a.startsAtUtc.localeCompare(b.startsAtUtc)) };
}

/** Schedules an interview; it joins the opened application in the cache, and the lists are refetched. */
export function useScheduleInterviewMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewBody) => scheduleInterview(api, applicationId, input),
    onSuccess: (interview) => queryClient.setQueryData<TeamApplicationDetails>(applicationKey(applicationId), (details) => withInterview(details, interview)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team', 'interviews'] }),
  });
}

/** Reschedules an interview (an update to every calendar); the changed interview replaces its old self in the opened application. */
export function useChangeInterviewMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InterviewChangeBody }) => changeInterview(api, id, body),
    onSuccess: (interview) => queryClient.setQueryData<TeamApplicationDetails>(applicationKey(applicationId), (details) => withInterview(details, interview)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team', 'interviews'] }),
  });
}

export function useCancelInterviewMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewId: number) => cancelInterview(api, interviewId),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: applicationKey(applicationId) }), queryClient.invalidateQueries({ queryKey: ['team', 'interviews'] })]),
  });
}
