import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type { Build, BuildChange, BuildList, BuildListParams, ModerationDecision } from '../client/types';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** A page of builds (published ones unless an admin asks for another status), filtered by vehicle. */
export function useBuilds(params: BuildListParams = {}): UseQueryResult<BuildList, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery(commerceQueries.buildList(client, params));
}

/** One build; idle while its id is unknown. */
export function useBuild(buildId: string | null | undefined): UseQueryResult<Build, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.build(client, buildId ?? ''), enabled: Boolean(buildId) });
}

/** A build mutation's result: the build's id and its status after the change. */
export type BuildMutation<TVariables> = UseMutationResult<BuildChange, CommerceRequestError, TVariables>;

/** A change to a build; every build query is read again afterwards (lists and statuses move together). */
function useBuildMutation<TVariables, TData = BuildChange>(
  send: (client: CommerceClient, variables: TVariables) => Promise<Result<TData>>,
): UseMutationResult<TData, CommerceRequestError, TVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<TData, CommerceRequestError, TVariables>({
    mutationFn: (variables) => send(client, variables).then(unwrap),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commerceKeys.builds() }),
  });
}

/** Submits a build from its multipart form (fields and photos). */
export function useSubmitBuild(): BuildMutation<FormData> {
  return useBuildMutation<FormData>((client, form) => client.submitBuild(form));
}

/** Edits the signed-in shopper's own build with the same form. */
export function useEditBuild(buildId: string): BuildMutation<FormData> {
  return useBuildMutation<FormData>((client, form) => client.editBuild(buildId, form));
}

/** Confirms a submitted build with its e-mailed token. */
export function useConfirmBuild(buildId: string): BuildMutation<string> {
  return useBuildMutation<string>((client, token) => client.confirmBuild(buildId, token));
}

/** An admin's decision on a build: publish or reject. */
export function useModerateBuild(buildId: string): BuildMutation<ModerationDecision> {
  return useBuildMutation<ModerationDecision>((client, decision) => client.moderateBuild(buildId, decision));
}

/** The owner deletes their build with its photos (`mutate()` takes nothing); the lists are read again. */
export function useDeleteBuild(buildId: string): UseMutationResult<null, CommerceRequestError, void> {
  return useBuildMutation<void, null>((client) => client.deleteBuild(buildId));
}
