import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, RequestInput } from '@tp/contract/endpoint';

/** An edit: the record's id and its fields. */
export type Edit<E extends Endpoint> = {
  id: string;
  body: RequestInput<E> extends { body: infer B } ? B : never;
};

/** A save or a delete that refreshes its list; awaited, so a form stays busy until the list shows it. */
export function useListMutation<Input, Output>(
  queryKey: readonly unknown[],
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
