import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './KeepAliveOutlet';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Layout({ keep }: { keep: string[] }) {
  return (
    <>
      <Link to="/a">to a</Link>
      <Link to="/b">to b</Link>
      <KeepAliveOutlet keep={new Set(keep)} />
    </>
  );
}

function renderWith(keep: string[]) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout keep={keep} />,
        children: [
          { path: '/a', element: <Counter name="a" /> },
          { path: '/b', element: <Counter name="b" /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

describe('page state between tab switches', () => {
  it("keeps an open tab's page alive while another is shown", async () => {
    renderWith(['/a', '/b']);
    fireEvent.click(screen.getByRole('button', { name: 'a 0' }));
    fireEvent.click(screen.getByText('to b'));
    expect(await screen.findByRole('button', { name: 'b 0' })).toBeTruthy();
    fireEvent.click(screen.getByText('to a'));
    expect(await screen.findByRole('button', { name: 'a 1' })).toBeTruthy();
  });

  it('lets a page without a tab go when it is left', async () => {
    renderWith([]);
    fireEvent.click(screen.getByRole('button', { name: 'a 0' }));
    fireEvent.click(screen.getByText('to b'));
    await screen.findByRole('button', { name: 'b 0' });
    fireEvent.click(screen.getByText('to a'));
    expect(await screen.findByRole('button', { name: 'a 0' })).toBeTruthy();
  });
});
