import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiErrorText, useMountProps } from '@platform/shared';
import { setItemProgress, setLessonProgress } from '../api/education-calls';
import { EDUCATION_KEY } from '../api/list-education';

/** What a progress change names: an item, or one lesson of a course. */
export interface ProgressTarget {
  id: number;
  position?: number;
}

/**
 * Marks an item or a lesson read or unread. Afterwards every education query is refetched (the
 * catalogue, the course, its lessons and where to continue all depend on it); a failure is a toast.
 */
export function useSetProgress(target: ProgressTarget) {
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText('user');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completed: boolean) =>
      target.position === undefined ? setItemProgress(api, target.id, completed) : setLessonProgress(api, target.id, target.position, completed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EDUCATION_KEY }),
    onError: (error) => toast.show({ type: 'error', message: errorText.message(error) }),
  });
}
