import catalog from '@legacy-planner/build-config/remote-catalog.json';
import { appTabs, tabById, tabsOffered } from './appTabs';

describe('the tabs of /app', () => {
  it("are the catalog's remotes that own a tab, in its order, each with its icon", () => {
    const owners = catalog.remotes.filter((remote) => 'tab' in remote);
    expect(appTabs.map(({ id, remote, module }) => ({ id, remote, module }))).toEqual(
      owners.map(({ name, tab }) => ({ id: tab!.id, remote: name, module: tab!.module })),
    );
    expect(appTabs.map((tab) => tab.label)).toEqual([
      'Dashboard',
      'Documents',
      'Wishes',
      'Contacts',
      'Privacy',
    ]);
    for (const tab of appTabs) expect(tab.icon).toBeDefined();
  });

  it('open the dashboard for an unknown or missing tab', () => {
    expect(tabById('wishes').remote).toBe('mfe_wishes');
    expect(tabById('nonsense').id).toBe('dashboard');
    expect(tabById(null).id).toBe('dashboard');
  });

  it("offer no Privacy tab on a plan the user helps with (its routes are the owner's only)", () => {
    expect(tabsOffered(false)).toBe(appTabs);
    const helping = tabsOffered(true);
    expect(helping.map((tab) => tab.id)).toEqual(['dashboard', 'documents', 'wishes', 'contacts']);
    expect(tabById('privacy', helping).id).toBe('dashboard');
  });
});
