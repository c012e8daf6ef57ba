import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { errorMessage } from '../../api/apiErrors';
import { Loadable } from '../../ui/Loadable';
import './world.css';

/** A world page's frame: its title, then its body once the read has answered (or the error). */
export function WorldPage<T, K extends QueryKey>({ title, query, children, failure }: { title: string; query: UseQueryOptions<T, Error, T, K>; failure: string; children: (data: T) => ReactNode }) {
  const read = useQuery(query);
  return (
    <div className="world-page">
      <title>{`${title} · Starlane`}</title>
      <Loadable query={read} failure={errorMessage(read.error, failure)}>
        {children}
      </Loadable>
    </div>
  );
}
