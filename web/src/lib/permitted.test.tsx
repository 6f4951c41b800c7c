import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagePathContext, Permitted } from './permitted';
import { type MenuNode, writeStorage } from './storage';

const MENU: MenuNode[] = [
  {
    id: 1,
    name: 'System',
    path: '-',
    meta: { btnPermissions: null },
    children: [
      {
        id: 2,
        name: 'Roles',
        path: '/System/rolesList',
        meta: { btnPermissions: ['role search', 'edit'] },
        children: [],
      },
      {
        id: 3,
        name: 'Staff',
        path: '/System/staffManagement',
        meta: { btnPermissions: ['add staff'] },
        children: [],
      },
    ],
  },
];

function Buttons() {
  return (
    <div>
      <Permitted label="role search">
        <button type="button">search</button>
      </Permitted>
      <Permitted label="add role">
        <button type="button">add</button>
      </Permitted>
      <Permitted label="add staff">
        <button type="button">add staff</button>
      </Permitted>
    </div>
  );
}

function renderAt(path: string, element = <Buttons />) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const shown = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('button permissions (spec 001 §6)', () => {
  it("removes every element whose label is not in the current route's btnPermissions", () => {
    writeStorage('router', MENU);
    renderAt('/System/rolesList');
    expect(shown()).toEqual(['search']);
  });

  it('answers for the route the page is on, not another page of the menu', () => {
    writeStorage('router', MENU);
    renderAt('/System/staffManagement');
    expect(shown()).toEqual(['add staff']);
  });

  it('removes everything on a page the menu does not name, and without a menu', () => {
    writeStorage('router', MENU);
    renderAt('/CRM/myOrder');
    expect(shown()).toEqual([]);
    window.localStorage.removeItem('router');
    renderAt('/System/rolesList');
    expect(shown()).toEqual([]);
  });

  it("uses a kept-alive page's own path over the location", () => {
    writeStorage('router', MENU);
    renderAt(
      '/System/staffManagement',
      <PagePathContext value="/System/rolesList">
        <Buttons />
      </PagePathContext>,
    );
    expect(shown()).toEqual(['search']);
  });
});
