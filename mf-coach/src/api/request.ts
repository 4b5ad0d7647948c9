import { useCallback } from 'react';
import { useShellServices } from '@wellness/ui';

/** A contract schema: anything with zod's `parse`. */
export interface Schema<T> {
  parse: (value: unknown) => T;
}

/** GET a URL and check the answer against its contract schema. */
export function useGet() {
  const { apiRequest } = useShellServices();
  return useCallback(
    async <T>(url: string, schema: Schema<T>): Promise<T> =>
      schema.parse(await apiRequest('GET', url)),
    [apiRequest],
  );
}
