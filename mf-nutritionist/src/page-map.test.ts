import { AUTHENTICATED_ROUTES, resolveRoute } from '@wellness/contracts';
import { findPage } from '@wellness/ui';
import { NUTRITIONIST_PAGES } from './page-map';

describe('page map', () => {
  const user = { role: 'nutritionist' };
  it('has every page the route table opens for a nutritionist', () => {
    for (const { path } of AUTHENTICATED_ROUTES) {
      const r = resolveRoute(path.replace(':clientId', 'c1'), user);
      if (r.kind === 'remote')
        expect([path, findPage(NUTRITIONIST_PAGES, r.page)]).toEqual([path, expect.anything()]);
    }
  });
  it('links each menu item to a path that opens its own page', () => {
    for (const [page, entry] of Object.entries(NUTRITIONIST_PAGES)) {
      if (entry.menu)
        expect(resolveRoute(entry.menu.to, user)).toMatchObject({
          remote: 'mf-nutritionist',
          page,
        });
    }
  });
});
