import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteBody, TeamApplicationDetails } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { addNote } from './application-calls';
import { applicationKey } from './get-application';
import { type Board, boardKey, changeApplication } from './get-board';

/**
 * Adds a team note to an application. The note joins the opened application's list and the card's
 * note count on the board in the cache; both are refetched afterwards (notes by the rest of the team).
 */
export function useAddNoteMutation(vacancyId: number, applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => addNote(api, applicationId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<TeamApplicationDetails>(applicationKey(applicationId), (details) =>
        details === undefined ? undefined : { ...details, notes: details.notes + 1, noteList: [...details.noteList, note] },
      );
      queryClient.setQueryData<Board>(boardKey(vacancyId), (board) =>
        changeApplication(board, applicationId, (application) => ({ ...application, notes: application.notes + 1 })),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKey(applicationId) }),
        queryClient.invalidateQueries({ queryKey: boardKey(vacancyId) }),
      ]),
  });
}
