import { AUTHENTICATED_ROUTES, resolveRoute } from '@wellness/contracts';
import { findPage } from '@wellness/ui';
import { CLIENT_PAGES } from './page-map';

describe('page map', () => {
  const user = { role: 'client' };
  it('has every page the route table opens for a client', () => {
    for (const { path } of AUTHENTICATED_ROUTES) {
      const r = resolveRoute(path.replace(':clientId', 'c1'), user);
      if (r.kind === 'remote')
        expect([path, findPage(CLIENT_PAGES, r.page)]).toEqual([path, expect.anything()]);
    }
  });
  it('links each menu item to a path that opens its own page', () => {
    for (const [page, entry] of Object.entries(CLIENT_PAGES)) {
      if (entry.menu)
        expect(resolveRoute(entry.menu.to, user)).toMatchObject({ remote: 'mf-client', page });
    }
  });
});
