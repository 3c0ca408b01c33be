import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryKeys, fetchDirectory, type DirectorySearch } from '../api/directory';

/** One page of public profiles; the previous page stays on screen while the next search loads. */
export function useDirectory(search: DirectorySearch) {
  return useQuery({
    queryKey: directoryKeys.search(search),
    queryFn: ({ signal }) => fetchDirectory(search, signal),
    placeholderData: keepPreviousData,
  });
}
