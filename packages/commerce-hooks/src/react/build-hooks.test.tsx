// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuildList } from '../client/types';
import { commerceKeys } from '../query/keys';
import { useBuild, useBuilds, useDeleteBuild, useModerateBuild, useSubmitBuild } from './build-hooks';
import { routedApi } from './hooks.test.helper';

afterEach(cleanup);

// The list's filters travel in the query: routes and calls name it.
const setup = (routes: Record<string, () => Response>) => routedApi(routes, { withQuery: true });

const ID = 'abcdefghijkl';
const list = (total: number): BuildList => ({ builds: [], page: 1, pageCount: 1, total });

describe('build hooks', () => {
  it('reads a page of builds by vehicle, and waits for a build id before reading a build', async () => {
    const { calls, wrapper } = setup({
      'GET /builds?makeSlug=jeep': () => Response.json(list(3)),
    });
    const { result } = renderHook(() => ({ list: useBuilds({ makeSlug: 'jeep' }), build: useBuild(null) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(3));
    expect(result.current.build.fetchStatus).toBe('idle');
    expect(calls).toEqual(['GET /builds?makeSlug=jeep']);
  });

  it('reads every build query again after a change, and answers a refusal as an error with its code', async () => {
    const { queryClient, wrapper } = setup({
      [`POST /builds/${ID}/moderation`]: () => Response.json({ id: ID, status: 'published' }),
      'POST /builds': () =>
        Response.json(
          { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in.' },
          { status: 401 },
        ),
    });
    queryClient.setQueryData(commerceKeys.buildList({}), list(0));
    const { result } = renderHook(() => ({ moderate: useModerateBuild(ID), submit: useSubmitBuild() }), {
      wrapper,
    });
    await act(() => result.current.moderate.mutateAsync('publish'));
    expect(queryClient.getQueryState(commerceKeys.buildList({}))?.isInvalidated).toBe(true);
    await act(() => result.current.submit.mutateAsync(new FormData()).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.submit.error?.error).toMatchObject({ code: 'UNAUTHENTICATED' }),
    );
  });

  it("deletes the owner's build and reads the lists again", async () => {
    const { calls, queryClient, wrapper } = setup({
      [`DELETE /builds/${ID}`]: () => new Response(null, { status: 204 }),
    });
    queryClient.setQueryData(commerceKeys.buildList({}), list(1));
    const { result } = renderHook(() => useDeleteBuild(ID), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(calls).toEqual([`DELETE /builds/${ID}`]);
    expect(queryClient.getQueryState(commerceKeys.buildList({}))?.isInvalidated).toBe(true);
  });
});
