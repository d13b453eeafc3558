import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CandidateInterview, INTERVIEW_ENDPOINTS, type InterviewReply } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `GET /api/user/interviews`: the candidate's interviews, soonest first. */
export const listMyInterviews = (api: ApiClient, signal?: AbortSignal) => call(api, INTERVIEW_ENDPOINTS.mine, { signal });

export const answerInterview = (api: ApiClient, id: number, answer: InterviewReply) =>
  call(api, INTERVIEW_ENDPOINTS.answer, { params: { id }, body: { answer } });

export const myInterviewsKey = ['user', 'interviews'] as const;

export function useMyInterviews() {
  const { api } = useMountProps();
  return useQuery({ queryKey: myInterviewsKey, queryFn: ({ signal }) => listMyInterviews(api, signal) });
}

/** Answers an invitation on the site; the answer replaces the interview in the cache. */
export function useAnswerInterviewMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: InterviewReply }) => answerInterview(api, id, answer),
    onSuccess: (interview) =>
      queryClient.setQueryData<{ items: CandidateInterview[] }>(myInterviewsKey, (list) =>
        list === undefined ? list : { items: list.items.map((item) => (item.id === interview.id ? interview : item)) },
      ),
  });
}
