import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { Expert } from '../../../domain/entities.ts';
import type { ExpertEditorInput } from '../../../domain/schemas/expert.ts';
import { api, unwrap } from '../../lib/api.ts';
import { expertsQuery } from '../queries.ts';
import { useSafeDelete } from '../ui/safe-delete.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

export function useExperts() {
  return useQuery(expertsQuery);
}

/** After any write the lists are read again: featuring one expert can renumber the others (the key holds the featured list too). */
export const REFRESH_EXPERTS = [expertsQuery.queryKey];

const expert = api.experts[':id'];
const param = (id: number) => ({ id: String(id) });

/**
 * The Edit Expert dialog's save (PUT /api/experts/{id}). The saved expert goes into the list at
 * once: an editor reopened before the list's refetch lands must show what was saved, not the old row.
 */
export function useUpdateExpert(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call: ({ id, profile }: { id: number; profile: ExpertEditorInput }) => unwrap(expert.$put({ param: param(id), json: profile })),
    success: (saved) => ({ title: 'Expert Updated', description: `${saved.name} has been saved.` }),
    onSuccess: (saved) => {
      queryClient.setQueryData(expertsQuery.queryKey, (list) => list?.map((own) => (own.id === saved.id ? saved : own)));
      onSaved();
    },
    failure: { title: 'Update Failed', text: 'Failed to update expert' },
    refresh: REFRESH_EXPERTS,
  });
}

/** 'New Expert' (POST /api/experts): the server makes the slug from the name and rebuilds the site. */
export function useCreateExpert(onCreated: () => void) {
  return useAdminMutation({
    call: (profile: ExpertEditorInput) => unwrap(api.experts.$post({ json: profile })),
    success: (created) => ({ title: 'Expert Created', description: `${created.name} has been added to the directory.` }),
    onSuccess: onCreated,
    failure: { title: 'Create Failed', text: 'Failed to create expert' },
    refresh: REFRESH_EXPERTS,
  });
}

/** Delete on a card: confirmed, then undoable for a few seconds; `onChanged` after either (the site is rebuilt). */
export function useDeleteExpert(list: RefObject<HTMLElement | null>, onChanged: () => void) {
  const remove = useSafeDelete({
    noun: { singular: 'expert', plural: 'experts' },
    title: ([one]) => `Delete ${one?.name ?? 'Expert'}?`,
    question: () => 'Are you sure you want to delete this expert?',
    listItems: false,
    undoable: true,
    call: ([id]) => unwrap(expert.$delete({ param: param(id ?? 0) })),
    success: ({ message }) => ({ title: 'Expert Deleted', description: message }),
    onDeleted: onChanged,
    onRestored: onChanged,
    failure: { title: 'Delete Failed', text: 'Failed to delete expert' },
    refresh: REFRESH_EXPERTS,
    list,
  });
  return { ...remove, ask: (one: Expert) => remove.ask([{ id: one.id, name: one.name }]) };
}

/**
 * One card's Featured switch (PATCH /api/experts/{id}/featured). Each card has its own, so two
 * switches flipped in a row each show their own pending state.
 */
export function useFeaturedSwitch(onChanged: () => void) {
  return useAdminMutation({
    call: ({ id, featured }: { id: number; featured: boolean }) => unwrap(expert.featured.$patch({ param: param(id), json: { featured } })),
    success: { title: 'Success', description: 'Expert featured status updated' },
    onSuccess: onChanged,
    failure: { title: 'Update Failed', text: 'Failed to update featured status', reason: 'after' },
    refresh: REFRESH_EXPERTS,
    refreshAfter: 'settled',
  });
}
