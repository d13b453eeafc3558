import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStage } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { moveApplication } from './application-calls';
import { applicationKey } from './get-application';
import { type Board, boardKey, changeApplication } from './get-board';

export interface MoveVariables {
  applicationId: number;
  to: ApplicationStage;
  /** Required by the API for `rejected`. */
  reason?: string;
}

/**
 * Moves an application to another stage. The card moves on the cached board at once (the board
 * and every later visit read the cache); a refusal puts the board back as it was; the answer is
 * written into the board and the opened application, and both are refetched afterwards, so moves
 * by the rest of the team show up too.
 */
export function useMoveApplicationMutation(vacancyId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  const key = boardKey(vacancyId);
  return useMutation({
    mutationFn: ({ applicationId, to, reason }: MoveVariables) =>
      moveApplication(api, applicationId, reason === undefined ? { stage: to } : { stage: to, reason }),
    onMutate: async ({ applicationId, to, reason }) => {
      // A refetch under way would overwrite the optimistic move with the old stage.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Board>(key);
      queryClient.setQueryData<Board>(key, (board) =>
        changeApplication(board, applicationId, (application) => ({ ...application, stage: to, rejectionReason: reason ?? null })),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData<Board>(key, context.previous);
    },
    onSuccess: (moved) => {
      queryClient.setQueryData<Board>(key, (board) =>
        changeApplication(board, moved.id, (application) => ({
          ...application,
          stage: moved.stage,
          stageChangedAt: moved.stageChangedAt,
          rejectionReason: moved.rejectionReason,
          notes: moved.notes,
        })),
      );
      queryClient.setQueryData(applicationKey(moved.id), moved);
    },
    onSettled: (_data, _error, { applicationId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: applicationKey(applicationId) })]),
  });
}
